import { useState, type FormEvent } from 'react';

/** What a sent form tells the user, shown in one Alert. */
export interface SubmitOutcome {
  severity: 'success' | 'error';
  text: string;
  /** The page moves on after this answer (a redirect is pending), so the button stays busy until it does. */
  leaving?: boolean;
}

/**
 * The submit flow shared by the app's single-request forms: validate, go busy, send, show the outcome.
 * `send` maps the answer to the spec's text; a thrown error (no answer at all) shows `thrownText`.
 */
export function useFormSubmission(form: { check: () => boolean }, send: () => Promise<SubmitOutcome>, thrownText: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      const answer = await send();
      setOutcome(answer);
      if (answer.leaving) return;
    } catch {
      setOutcome({ severity: 'error', text: thrownText });
    }
    setBusy(false);
  }

  return { busy, outcome, handleSubmit };
}
