import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS } from '@community/vocabulary';

/** The spec waits 2 s after a successful sign-in, registration or reset before moving on. */
export function useRedirectAfter() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to), TIMINGS.redirectAfterSuccess);
  };
}
