import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A11Y_TEXTS, CONTACT_SUBJECTS, MESSAGES } from '@community/vocabulary';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { clearAnnouncements } from '../../../lib/a11y/announcer';
import { mockApi } from '../../../test/mock-api';
import { FIELD_MESSAGE, fill, renderScreen } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import ContactPage from './ContactPage';

async function fillValid(user: ReturnType<typeof renderScreen>['user']) {
  // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
  allowApiData('Hello there');
  await fill(user, screen.getByLabelText('First Name'), 'Ada');
  await fill(user, screen.getByLabelText('Last Name'), 'Lovelace');
  await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
  await fill(user, screen.getByLabelText('Phone Number'), '555 123 4567');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Support');
  await fill(user, screen.getByLabelText('Message'), 'Hello there');
}

describe('Contact us', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the three subjects and requires all six fields', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<ContactPage />);
    const subjects = Array.from((screen.getByLabelText('Subject') as HTMLSelectElement).options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(subjects).toEqual([...CONTACT_SUBJECTS]);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(screen.getByText(text, FIELD_MESSAGE)).toBeInTheDocument();
    }
    expect(api.calls).toHaveLength(0);
  });

  it("sends the form, shows 'Message sent successfully!' and clears it", async () => {
    const api = mockApi({ 'POST /contact/contact-form': { status: 201, body: { message: 'ok', id: 1 } } });
    const { user } = renderScreen(<ContactPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone_number: '555 123 4567',
      subject: 'Support',
      message: 'Hello there',
    });
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it("shows the response message or 'Something went wrong' on a non-201, and 'Network error, please try again' when the call throws", async () => {
    mockApi({ 'POST /contact/contact-form': { status: 400, body: { error_message: 'Subject must be General Inquiry, Support or Feedback' } } });
    const { user } = renderScreen(<ContactPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject must be General Inquiry, Support or Feedback')).toBeInTheDocument();
    mockApi({ 'POST /contact/contact-form': { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    mockApi({ 'POST /contact/contact-form': 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Network error, please try again')).toBeInTheDocument();
  });
});

const text = MESSAGES.contact;

describe('Error summary (GOV.UK pattern) on the contact form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders nothing before a submit', () => {
    mockApi({});
    renderScreen(<ContactPage />);
    expect(screen.queryByText(A11Y_TEXTS.errorSummaryTitle)).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('appears titled "There is a problem", takes the focus, and links each error, in page order, to its field', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<ContactPage />);
    await fill(user, screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const summary = screen.getByRole('group', { name: A11Y_TEXTS.errorSummaryTitle });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      text.firstNameRequired,
      text.lastNameRequired,
      text.invalidEmail,
      text.phoneRequired,
      text.subjectRequired,
      text.messageRequired,
    ]);
    expect(links[2]).toHaveAttribute('href', '#field-email');
    expect(api.calls).toHaveLength(0);

    // A link moves the focus to its field, which carries aria-invalid and its own message through aria-describedby.
    await user.click(within(summary).getByRole('link', { name: text.subjectRequired }));
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveFocus();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription(text.subjectRequired);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(text.invalidEmail);
  });

  it('takes the focus again on a second failed submit, shrinks as errors are fixed, and goes away on a valid submit', async () => {
    mockApi({ 'POST /contact/contact-form': { status: 201, body: { message: 'ok', id: 1 } } });
    const { user } = renderScreen(<ContactPage />);
    const send = screen.getByRole('button', { name: 'Send Message' });
    await user.click(send);
    await fill(user, screen.getByLabelText('First Name'), 'Ada');
    await fill(user, screen.getByLabelText('Last Name'), 'Lovelace');
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Phone Number'), '555 123 4567');
    await user.click(send);
    const summary = screen.getByRole('group', { name: A11Y_TEXTS.errorSummaryTitle });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([text.subjectRequired, text.messageRequired]);

    await user.selectOptions(screen.getByLabelText('Subject'), 'Support');
    await fill(user, screen.getByLabelText('Message'), 'Hello');
    await user.click(send);
    expect(screen.queryByText(A11Y_TEXTS.errorSummaryTitle)).not.toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.contact.success)).toBeInTheDocument();
  });
});

describe('the contact form through the announcer (useFormSubmission)', () => {
  const polite = () => document.getElementById('announcer-polite')!;
  const assertive = () => document.getElementById('announcer-assertive')!;
  afterEach(() => {
    act(() => clearAnnouncements());
    vi.unstubAllGlobals();
  });

  it('says a form outcome: a success politely, a failure assertively (useFormSubmission)', async () => {
    let sent = 0;
    mockApi({ 'POST /contact/contact-form': () => (sent++ === 0 ? { status: 201, body: { message: 'ok', id: 1 } } : { status: 500, body: {} }) });
    const { user } = renderScreen(
      <>
        <LiveAnnouncer />
        <ContactPage />
      </>,
    );
    async function fillAndSend() {
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
    }
    await fillAndSend();
    await screen.findByText(MESSAGES.contact.success, { selector: '.MuiAlert-message' });
    expect(polite()).toHaveTextContent(MESSAGES.contact.success);
    await fillAndSend();
    await screen.findByText(MESSAGES.generic.somethingWrong, { selector: '.MuiAlert-message' });
    expect(assertive()).toHaveTextContent(MESSAGES.generic.somethingWrong);
  });
});
