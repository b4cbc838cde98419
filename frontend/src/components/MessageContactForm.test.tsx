import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../test/render';
import { MessageContactForm } from './MessageContactForm';

function setup(send: () => Promise<boolean>) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const onDone = vi.fn();
  const sendSpy = vi.fn(send);
  render(<MessageContactForm send={sendSpy} onDone={onDone} />);
  return { user, onDone, sendSpy };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Name'), 'Ada');
  await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
  await fill(user, screen.getByLabelText('Message'), 'Could we talk?');
}

describe('contact modal form (professional network and business directory)', () => {
  it("shows 'Name is required', 'Email is required' and 'Message cannot be empty', then 'Invalid email address'", async () => {
    const { user, sendSpy } = setup(async () => true);
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
    let accept!: (value: boolean) => void;
    const { user, onDone, sendSpy } = setup(() => new Promise<boolean>((resolve) => (accept = resolve)));
    await fillValid(user);
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(sendSpy).toHaveBeenCalledWith({ full_name: 'Ada', email: 'ada@example.com', description: 'Could we talk?' });
    await act(async () => accept(true));
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

  it('returns to Send Message with no message when sending fails', async () => {
    const { user, onDone } = setup(async () => false);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });
});
