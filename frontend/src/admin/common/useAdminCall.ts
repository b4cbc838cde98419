import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from './moderation';

/**
 * A panel action that calls the API itself (not through react-admin's mutations): `busy` while it runs, then the
 * success notice and `done`, or the API's refusal as the notice with nothing else changed (a dialog stays open).
 */
export function useAdminCall() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>, success: (answer: T) => string, done: () => void) => {
    setBusy(true);
    try {
      const answer = await call();
      notify(success(answer), { type: 'success' });
      done();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
