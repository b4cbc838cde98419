import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUBJECTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { FIELD_MESSAGE, fill, renderScreen } from '../../../test/render';
import ContactPage from './ContactPage';

async function fillValid(user: ReturnType<typeof renderScreen>['user']) {
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
    const subjects = Array.from((screen.getByLabelText('Subject') as HTMLSelectElement).options).map((o) => o.value).filter(Boolean);
    expect(subjects).toEqual([...CONTACT_SUBJECTS]);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required', 'Subject is required', 'Message is required']) {
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
