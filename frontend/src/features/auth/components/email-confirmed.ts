import { sessionStore } from '../../../lib/session';

/** Marks the signed-in session's user as confirmed (the banner goes), keeping every other stored field. */
export function rememberEmailConfirmed(): void {
  const { user, token, isAuthenticated } = sessionStore.getState();
  if (isAuthenticated && user && token && user.emailConfirmed === false) sessionStore.loginSuccess({ ...user, emailConfirmed: true }, token);
}
