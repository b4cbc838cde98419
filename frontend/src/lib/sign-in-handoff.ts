/**
 * What a page leaves for /signin in this tab: the address a sign-up just registered (the check-inbox panel with Send
 * it again), and the confirmation link to come back to once signed in. Kept in sessionStorage, never in the URL, so
 * the address is in no server log or shared link (membership is sensitive, docs/security.md).
 */
const REGISTERED_KEY = 'signup-registered-email';
const RETURN_KEY = 'signin-return-to';
/**
 * The only pages /signin sends a member back to: the confirmation link, a job's page (its Apply) and Post a job (never
 * a path another site could choose).
 */
const RETURNABLE = /^\/(confirm-email\/[A-Za-z0-9_-]+|jobs\/(\d+|new))$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const signInHandoff = {
  rememberRegistered(email: string): void {
    storage()?.setItem(REGISTERED_KEY, email);
  },
  registered(): string | null {
    return storage()?.getItem(REGISTERED_KEY) ?? null;
  },
  forgetRegistered(): void {
    storage()?.removeItem(REGISTERED_KEY);
  },
  returnAfterSignIn(path: string): void {
    if (RETURNABLE.test(path)) storage()?.setItem(RETURN_KEY, path);
  },
  /** Where to go after signing in, once: the page left here, else the home page. */
  takeReturn(): string {
    const path = storage()?.getItem(RETURN_KEY) ?? null;
    storage()?.removeItem(RETURN_KEY);
    return path && RETURNABLE.test(path) ? path : '/';
  },
};
