import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { BusyButton } from '../../components/BusyButton';
import { LiveAnnouncer } from '../../components/LiveAnnouncer';
import { EmptyState, LoadingState } from '../../components/StatusStates';
import { announce, clearAnnouncements } from './announcer';
import { allowApiData } from '../../test/pseudo-language';

// The texts the test renders the states and the button with are its data (a test reads the tables unmarked).
allowApiData([
  'Loading...',
  'No users found',
  'Loading suggestions...',
  'Send',
  'busy',
  'done',
  SCREEN_TEXTS.buttons.submitting,
  SCREEN_TEXTS.buttons.submitted,
]);

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

  it("keeps a side block's loading quiet, so the page's own Loading... is what is said", () => {
    render(<LiveAnnouncer />);
    render(
      <>
        <LoadingState text="Loading..." />
        <LoadingState text="Loading suggestions..." quiet />
      </>,
    );
    expect(polite().textContent).toBe('Loading...');
    expect(screen.getByText('Loading suggestions...')).toBeVisible();
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
});
