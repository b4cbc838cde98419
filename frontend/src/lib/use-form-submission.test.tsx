import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmission, type SubmissionOptions, type SubmitOutcome } from './use-form-submission';

function submitEvent() {
  return { preventDefault: vi.fn() } as unknown as FormEvent;
}

function deferred() {
  let settle!: { resolve: (outcome: SubmitOutcome) => void; reject: (error: unknown) => void };
  const promise = new Promise<SubmitOutcome>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function setup(send: () => Promise<SubmitOutcome>, valid = true, more: Partial<SubmissionOptions> = {}) {
  const form = { check: vi.fn(() => valid) };
  const sut = renderHook(() => useFormSubmission({ check: form.check, send, thrownText: 'Network error, please try again', ...more }));
  return { form, sut };
}

describe('useFormSubmission', () => {
  afterEach(() => vi.useRealTimers());

  it('is busy while the request runs, then shows the success outcome and is idle again', async () => {
    const reply = deferred();
    const { sut } = setup(() => reply.promise);
    const event = submitEvent();
    let sent!: Promise<void>;
    act(() => {
      sent = sut.result.current.handleSubmit(event);
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(sut.result.current.busy).toBe(true);
    expect(sut.result.current.phase).toBe('submitting');
    expect(sut.result.current.outcome).toBeNull();
    await act(async () => {
      reply.resolve({ severity: 'success', text: 'Message sent' });
      await sent;
    });
    expect(sut.result.current.busy).toBe(false);
    expect(sut.result.current.phase).toBe('idle');
    expect(sut.result.current.outcome).toEqual({ severity: 'success', text: 'Message sent' });
  });

  it('stays busy after a success that leaves the page, and moves on after its delay', async () => {
    vi.useFakeTimers();
    const then = vi.fn();
    const { sut } = setup(async () => ({ severity: 'success', text: 'Registered' }), true, { afterSuccess: { ms: 2000, then, leaving: true } });
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.busy).toBe(true);
    expect(sut.result.current.outcome?.text).toBe('Registered');
    act(() => vi.advanceTimersByTime(1999));
    expect(then).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(then).toHaveBeenCalledTimes(1);
    expect(sut.result.current.busy).toBe(true);
  });

  it('shows Submitted for the confirmation time, then runs the step and starts over', async () => {
    vi.useFakeTimers();
    const then = vi.fn();
    const { sut } = setup(async () => ({ severity: 'success', text: 'Sent' }), true, { afterSuccess: { ms: 3000, then } });
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.phase).toBe('submitted');
    act(() => vi.advanceTimersByTime(2999));
    expect(sut.result.current.phase).toBe('submitted');
    expect(then).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(then).toHaveBeenCalledTimes(1);
    expect(sut.result.current.phase).toBe('idle');
    expect(sut.result.current.outcome).toBeNull();
  });

  it('runs a success step without a delay at once', async () => {
    const then = vi.fn();
    const { sut } = setup(async () => ({ severity: 'success', text: '' }), true, { afterSuccess: { then } });
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(then).toHaveBeenCalledTimes(1);
    expect(sut.result.current.phase).toBe('idle');
  });

  it('does not run the success step when the component is gone before its time', async () => {
    vi.useFakeTimers();
    const then = vi.fn();
    const { sut } = setup(async () => ({ severity: 'success', text: 'Sent' }), true, { afterSuccess: { ms: 5000, then } });
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    sut.unmount();
    vi.advanceTimersByTime(5000);
    expect(then).not.toHaveBeenCalled();
  });

  it("shows a non-ok answer's text and is idle again, without the success step", async () => {
    const then = vi.fn();
    const { sut } = setup(async () => ({ severity: 'error', text: 'Registration failed' }), true, { afterSuccess: { then } });
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.busy).toBe(false);
    expect(sut.result.current.outcome).toEqual({ severity: 'error', text: 'Registration failed' });
    expect(then).not.toHaveBeenCalled();
  });

  it('shows the thrown text when the request fails outright, and clears it on the next attempt', async () => {
    const reply = deferred();
    const send = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockReturnValueOnce(reply.promise);
    const { sut } = setup(send);
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.busy).toBe(false);
    expect(sut.result.current.outcome).toEqual({ severity: 'error', text: 'Network error, please try again' });
    act(() => {
      void sut.result.current.handleSubmit(submitEvent());
    });
    expect(sut.result.current.outcome).toBeNull();
    await act(async () => reply.resolve({ severity: 'success', text: 'Sent' }));
  });

  it('sends nothing when the form does not pass its checks', async () => {
    const send = vi.fn();
    const { form, sut } = setup(send, false);
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(form.check).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(sut.result.current.busy).toBe(false);
  });

  it('stays busy on invalid input for the given time when asked to, then clears', async () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const then = vi.fn();
    const { sut } = setup(send, false, { afterInvalid: { ms: 1500, then } });
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.busy).toBe(true);
    act(() => vi.advanceTimersByTime(1499));
    expect(sut.result.current.busy).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(sut.result.current.busy).toBe(false);
    expect(then).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('runs a send handed to it without the form checks', async () => {
    const { form, sut } = setup(vi.fn(), false);
    await act(() => sut.result.current.run(async () => ({ severity: 'error', text: 'Google sign-in was cancelled' })));
    expect(form.check).not.toHaveBeenCalled();
    expect(sut.result.current.outcome).toEqual({ severity: 'error', text: 'Google sign-in was cancelled' });
    expect(sut.result.current.busy).toBe(false);
  });
});
