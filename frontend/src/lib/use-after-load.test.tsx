import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowApiData } from '../test/pseudo-language';

// The hook keeps one page-wide state (a page loads once): each test imports a fresh copy of the module.
async function renderProbe() {
  const { useAfterLoad } = await import('./use-after-load');
  const Probe = () => <p>{useAfterLoad() ? 'after load' : 'before load'}</p>;
  return render(<Probe />);
}

// The probe's words are the test's data, not the catalogs'.
allowApiData(['before load', 'after load']);

describe('useAfterLoad', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stays false while the page loads, then turns true after the load event and an idle moment', async () => {
    const idle = vi.fn<(callback: () => void, options?: { timeout: number }) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    await renderProbe();
    expect(screen.getByText('before load')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('before load')).toBeInTheDocument();
    expect(idle).not.toHaveBeenCalled();

    readyState = 'complete';
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0][1]).toEqual({ timeout: 2000 });
    expect(screen.getByText('before load')).toBeInTheDocument();
    act(() => idle.mock.calls[0][0]());
    expect(screen.getByText('after load')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('on a page already loaded, waits only for the next moment (no requestIdleCallback: a timer)', async () => {
    readyState = 'complete';
    vi.stubGlobal('requestIdleCallback', undefined);
    await renderProbe();
    expect(screen.getByText('before load')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('after load')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
