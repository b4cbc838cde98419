import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { announce } from './a11y/announcer';
import { useErrorSummary, type FieldProblem } from './a11y/use-error-summary';

/** The button's label follows this: Submit, then Submitting..., then (where the spec has one) Submitted. */
export type SubmitPhase = 'idle' | 'submitting' | 'submitted';

/** What a sent form tells the user. An empty text shows nothing (the contact modals fail silently). */
export interface SubmitOutcome {
  severity: 'success' | 'error';
  text: string;
}

/** What happens after a step, once its time (the spec's 1.5 s, 2 s, 3 s or 5 s) has passed. */
export interface AfterStep {
  /** How long the answer stays on screen first; 0 or absent runs `then` at once. */
  ms?: number;
  then?: () => void;
}

export interface SubmissionOptions {
  /** Validates the form and shows its errors; false stops before anything is sent. */
  check?: () => boolean;
  /** Sends the form and maps the answer to the spec's text. */
  send: () => Promise<SubmitOutcome>;
  /** Shown when `send` throws (no answer at all). */
  thrownText: string;
  /**
   * After a success. Without `leaving` the button shows Submitted until `then` has run, then the cycle starts over
   * (outcome cleared); with `leaving` the page moves on (a redirect, or the guard swapping the screen), so the
   * button stays busy until it does.
   */
  afterSuccess?: AfterStep & { leaving?: boolean };
  /** Invalid input keeps the button busy this long before it clears (the sign-in form, spec section 6). */
  afterInvalid?: AfterStep;
  /**
   * The errors the failed check found (`form.problems` of useForm), for the error summary: with it, a submit with
   * errors shows "There is a problem" with a link per error and moves the focus there (render `<ErrorSummary
   * {...summary} />` above the form).
   */
  problems?: () => FieldProblem[];
}

/**
 * The one submit cycle of every form in the app: validate, go busy, send, show the outcome, and run the
 * spec's timed step after it. Timers end with the component.
 */
export function useFormSubmission(options: SubmissionOptions) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { summary, show: showSummary, hide: hideSummary } = useErrorSummary();
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (step: AfterStep, finish: () => void) => {
    const done = () => {
      step.then?.();
      finish();
    };
    clearTimeout(timer.current);
    if (step.ms) timer.current = setTimeout(done, step.ms);
    else done();
  };

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setPhase('idle');
    setOutcome(null);
    hideSummary();
  }, [hideSummary]);

  /** Sends without the form's checks (e.g. a sign-in answer that arrives by redirect). */
  const run = useCallback(
    async (send: () => Promise<SubmitOutcome> = latest.current.send) => {
      const { thrownText, afterSuccess } = latest.current;
      clearTimeout(timer.current);
      setOutcome(null);
      setPhase('submitting');
      let answer: SubmitOutcome;
      try {
        answer = await send();
      } catch {
        answer = { severity: 'error', text: thrownText };
      }
      setOutcome(answer);
      // Said through the app's live regions: a failure (the 413 too) at once, a success politely.
      announce(answer.text, answer.severity === 'error' ? 'assertive' : 'polite');
      if (answer.severity === 'error' || !afterSuccess) {
        setPhase('idle');
        return answer;
      }
      if (afterSuccess.leaving) {
        later(afterSuccess, () => undefined);
        return answer;
      }
      setPhase('submitted');
      later(afterSuccess, reset);
      return answer;
    },
    [reset],
  );

  const handleSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      const { check, afterInvalid, problems } = latest.current;
      setOutcome(null);
      if (check && !check()) {
        if (problems) showSummary(problems());
        if (afterInvalid) {
          setPhase('submitting');
          later(afterInvalid, () => setPhase('idle'));
        }
        return;
      }
      hideSummary();
      await run();
    },
    [run, showSummary, hideSummary],
  );

  return { phase, busy: phase === 'submitting', outcome, handleSubmit, run, reset, summary };
}
