import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ISSUE_TEXTS } from '@community/vocabulary';
import type { SendOutcome } from '../lib/send-outcome';
import { fill, signIn, signOut } from '../test/render';
import { allowApiData } from '../test/pseudo-language';
import { MessageContactForm } from './MessageContactForm';

function setup(send: () => Promise<SendOutcome>) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const onDone = vi.fn();
  const sendSpy = vi.fn(send);
  render(<MessageContactForm send={sendSpy} onDone={onDone} />);
  return { user, onDone, sendSpy };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
  allowApiData('Could we talk?');
  await fill(user, screen.getByLabelText('Name'), 'Ada');
  await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
  await fill(user, screen.getByLabelText('Message'), 'Could we talk?');
}

describe('contact modal form (professional network and business directory)', () => {
  it("shows 'Name is required', 'Email is required' and 'Message cannot be empty', then 'Invalid email address'", async () => {
    const { user, sendSpy } = setup(async () => ({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message cannot be empty')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it('goes Send Message, Submitting..., Submitted (green); after 3 s resets the form and closes', async () => {
    let accept!: (value: SendOutcome) => void;
    const { user, onDone, sendSpy } = setup(() => new Promise<SendOutcome>((resolve) => (accept = resolve)));
    await fillValid(user);
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(sendSpy).toHaveBeenCalledWith({ full_name: 'Ada', email: 'ada@example.com', description: 'Could we talk?' });
    await act(async () => accept({ ok: true }));
    const submitted = screen.getByRole('button', { name: 'Submitted' });
    expect(submitted).toHaveClass('MuiButton-colorSuccess');
    expect(screen.getByText('Your message has been sent successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Your message has been sent successfully!')).not.toBeInTheDocument();
  });

  it('returns to Send Message with no message when sending fails without a sentence', async () => {
    const { user, onDone } = setup(async () => ({ ok: false }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it("shows the API's refusal in the dialog, e.g. contacting yourself (issue #24)", async () => {
    // The send stands in for the API: its refusal is the API's answer, allowed like mockApi's.
    allowApiData(ISSUE_TEXTS.notToYourself);
    const { user, onDone } = setup(async () => ({ ok: false, refusal: ISSUE_TEXTS.notToYourself }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(ISSUE_TEXTS.notToYourself)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("starts with a signed-in member's name and email (issue #24)", async () => {
    signIn({ role: 'seeker', name: 'Grace Hopper', email: 'grace@example.com' });
    try {
      const { user, sendSpy } = setup(async () => ({ ok: true }));
      expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
      expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
      // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
      allowApiData('Hello');
      await fill(user, screen.getByLabelText('Message'), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(sendSpy).toHaveBeenCalledWith({ full_name: 'Grace Hopper', email: 'grace@example.com', description: 'Hello' });
    } finally {
      signOut();
    }
  });
});
