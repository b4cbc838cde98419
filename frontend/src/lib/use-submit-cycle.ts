import { useCallback, useEffect, useRef, useState } from 'react';

export type SubmitPhase = 'idle' | 'submitting' | 'submitted';

/**
 * idle -> submitting -> submitted, then back to idle after `confirmMs` (calling onSettled);
 * a failed attempt goes straight back to idle.
 */
export function useSubmitCycle(confirmMs: number, onSettled: () => void) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (attempt: () => Promise<boolean>) => {
      setPhase('submitting');
      let accepted = false;
      try {
        accepted = await attempt();
      } catch {
        accepted = false;
      }
      if (!accepted) {
        setPhase('idle');
        return false;
      }
      setPhase('submitted');
      timer.current = setTimeout(() => {
        setPhase('idle');
        settled.current();
      }, confirmMs);
      return true;
    },
    [confirmMs],
  );

  return { phase, run };
}
