import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmission, type SubmitOutcome } from './use-form-submission';

function submitEvent() {
  return { preventDefault: vi.fn() } as unknown as FormEvent;
}

function deferred() {
  let settle!: { resolve: (outcome: SubmitOutcome) => void; reject: (error: unknown) => void };
  const promise = new Promise<SubmitOutcome>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function setup(send: () => Promise<SubmitOutcome>, valid = true) {
  const form = { check: vi.fn(() => valid) };
  const sut = renderHook(() => useFormSubmission(form, send, 'Network error, please try again'));
  return { form, sut };
}

describe('useFormSubmission', () => {
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
    expect(sut.result.current.outcome).toBeNull();
    await act(async () => {
      reply.resolve({ severity: 'success', text: 'Message sent' });
      await sent;
    });
    expect(sut.result.current.busy).toBe(false);
    expect(sut.result.current.outcome).toEqual({ severity: 'success', text: 'Message sent' });
  });

  it('stays busy after a success that leaves the page', async () => {
    const { sut } = setup(async () => ({ severity: 'success', text: 'Registered', leaving: true }));
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.busy).toBe(true);
    expect(sut.result.current.outcome?.text).toBe('Registered');
  });

  it("shows a non-ok answer's text and is idle again", async () => {
    const { sut } = setup(async () => ({ severity: 'error', text: 'Registration failed' }));
    await act(() => sut.result.current.handleSubmit(submitEvent()));
    expect(sut.result.current.busy).toBe(false);
    expect(sut.result.current.outcome).toEqual({ severity: 'error', text: 'Registration failed' });
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
});
