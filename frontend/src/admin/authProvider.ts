import type { AuthProvider } from 'react-admin';
import { readStoredUser, TOKEN_KEY, USER_KEY } from '../lib/session';

/**
 * Absolute addresses make react-admin leave the panel with a full page load, so the member app restores
 * its session from storage instead of keeping a copy that no longer matches it.
 */
function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** The panel has no sign-in of its own: it uses the member app's session (spec section 3). */
export function createAuthProvider(storage: Storage = window.localStorage): AuthProvider {
  const clearSession = () => {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  };

  return {
    login: () => Promise.reject(new Error('Sign in on the member app at /signin')),

    logout: async () => {
      // A non-admin is sent away from the panel, not signed out: their member session is not the panel's to end.
      const user = readStoredUser(storage);
      if (user && user.role !== 'admin') return appUrl('/');
      clearSession();
      return appUrl('/signin');
    },

    checkAuth: async () => {
      if (!storage.getItem(TOKEN_KEY)) throw { redirectTo: appUrl('/signin'), message: false };
      if (readStoredUser(storage)?.role !== 'admin') throw { redirectTo: appUrl('/'), message: false };
    },

    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        clearSession();
        throw { redirectTo: appUrl('/signin'), message: false };
      }
      if (error?.status === 403) {
        throw { redirectTo: appUrl('/'), message: false, logoutUser: false };
      }
    },

    getIdentity: async () => {
      const user = readStoredUser(storage);
      if (!user) throw new Error('No session');
      return { id: user.id ?? user.email ?? 'admin', fullName: user.name ?? user.email };
    },

    getPermissions: async () => readStoredUser(storage)?.role ?? null,
  };
}
