import { useNavigate } from '../../../lib/router';
import { TIMINGS } from '@community/vocabulary';
import type { SubmissionOptions } from '../../../lib/use-form-submission';

/** The spec waits 2 s after a successful sign-in, registration or reset before moving on; the button stays busy. */
export function useRedirectAfterSuccess(to: string): SubmissionOptions['afterSuccess'] {
  const navigate = useNavigate();
  return { ms: TIMINGS.redirectAfterSuccess, then: () => navigate(to), leaving: true };
}
