import { useNavigate } from '../../../lib/router';
import { TIMINGS } from '@community/vocabulary';
import type { SubmissionOptions } from '../../../lib/use-form-submission';

/**
 * The spec waits 2 s after a successful sign-in, registration or reset before moving on; the button stays busy. `to`
 * may be read when the time is up (sign-in goes back to a confirmation link left for it).
 */
export function useRedirectAfterSuccess(to: string | (() => string)): SubmissionOptions['afterSuccess'] {
  const navigate = useNavigate();
  return { ms: TIMINGS.redirectAfterSuccess, then: () => navigate(typeof to === 'string' ? to : to()), leaving: true };
}
