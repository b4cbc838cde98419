import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../components/BusyButton';
import { LiveAnnouncer } from '../../components/LiveAnnouncer';
import { EmptyState, LoadingState } from '../../components/StatusStates';
import ContactPage from '../../features/contact/components/ContactPage';
import { mockApi } from '../../test/mock-api';
import { fill, renderScreen } from '../../test/render';
import { announce, clearAnnouncements } from './announcer';

const polite = () => document.getElementById('announcer-polite')!;
const assertive = () => document.getElementById('announcer-assertive')!;

describe('the announcer: one polite and one assertive live region', () => {
  afterEach(() => {
    act(() => clearAnnouncements());
    vi.unstubAllGlobals();
  });

  it('renders both regions empty, with their roles and politeness', () => {
    render(<LiveAnnouncer />);
    expect(polite()).toHaveAttribute('role', 'status');
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    expect(assertive()).toHaveAttribute('role', 'alert');
    expect(assertive()).toHaveAttribute('aria-live', 'assertive');
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();
  });

  it('puts each text in its region, and changes the text when the same one is said again so it is read again', () => {
    render(<LiveAnnouncer />);
    act(() => announce('Saved'));
    expect(polite()).toHaveTextContent(/^Saved$/);
    act(() => announce('Saved'));
    expect(polite().textContent).toBe('Saved\u00a0');
    act(() => announce('Saved'));
    expect(polite().textContent).toBe('Saved');
    act(() => announce('Request Entity Too Large', 'assertive'));
    expect(assertive()).toHaveTextContent('Request Entity Too Large');
    expect(polite().textContent).toBe('Saved');
  });

  it('says loading and empty states politely', () => {
    render(<LiveAnnouncer />);
    const { unmount } = render(<LoadingState text="Loading..." />);
    expect(polite()).toHaveTextContent('Loading...');
    unmount();
    render(<EmptyState text="No users found" />);
    expect(polite()).toHaveTextContent('No users found');
  });

  it("says a busy button's label when it changes, not its idle label", () => {
    function Probe() {
      const [phase, setPhase] = useState<'idle' | 'submitting' | 'submitted'>('idle');
      return (
        <>
          <BusyButton phase={phase} label="Send" busyLabel={SCREEN_TEXTS.buttons.submitting} doneLabel={SCREEN_TEXTS.buttons.submitted} />
          <button onClick={() => setPhase('submitting')}>busy</button>
          <button onClick={() => setPhase('submitted')}>done</button>
        </>
      );
    }
    render(
      <>
        <LiveAnnouncer />
        <Probe />
      </>,
    );
    expect(polite()).toBeEmptyDOMElement();
    act(() => screen.getByText('busy').click());
    expect(polite()).toHaveTextContent(SCREEN_TEXTS.buttons.submitting);
    act(() => screen.getByText('done').click());
    expect(polite()).toHaveTextContent(SCREEN_TEXTS.buttons.submitted);
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
      await fill(user, screen.getByLabelText('First Name'), 'Ada');
      await fill(user, screen.getByLabelText('Last Name'), 'Lovelace');
      await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
      await fill(user, screen.getByLabelText('Phone Number'), '555 123 4567');
      await user.selectOptions(screen.getByLabelText('Subject'), 'Support');
      await fill(user, screen.getByLabelText('Message'), 'Hello');
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
