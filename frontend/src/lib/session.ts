import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'auth-token';
export const USER_KEY = 'auth-user';

export interface SessionUser {
  id?: number | string;
  name?: string;
  email?: string;
  role: string;
  industry: string | null;
  JobTitle?: string | null;
  profileComplete?: boolean;
  /** False until a new password account opens its mailed link (the banner asks; docs/security.md). */
  emailConfirmed?: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  role: string | null;
  industry: string | null;
  loading: boolean;
  isAuthenticated: boolean;
}

export type SessionAction = { type: 'loginStart' } | { type: 'loginSuccess'; user: SessionUser; token: string } | { type: 'loginFailure' } | { type: 'logout' };

export const signedOutState: SessionState = {
  user: null,
  token: null,
  role: null,
  industry: null,
  loading: false,
  isAuthenticated: false,
};

/** The spec's session actions (section 4); storage effects live in the store below. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'loginStart':
      return { ...state, loading: true };
    case 'loginSuccess':
      return {
        user: action.user,
        token: action.token,
        role: action.user.role,
        industry: action.user.industry,
        loading: false,
        isAuthenticated: true,
      };
    case 'loginFailure':
      return { ...state, loading: false };
    case 'logout':
      return { ...signedOutState };
  }
}

/** The user the session stored, or null (none, or not JSON). */
export function readStoredUser(storage: Storage): SessionUser | null {
  try {
    const raw = storage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

/** On page load the session comes back from storage; a stored token alone means signed in (spec section 4). */
export function restoreSession(storage: Storage): SessionState {
  const token = storage.getItem(TOKEN_KEY);
  const user = readStoredUser(storage);
  return {
    user,
    token,
    role: user?.role ?? null,
    industry: user?.industry ?? null,
    loading: false,
    isAuthenticated: !!token,
  };
}

type Listener = () => void;

export function createSessionStore(storage: Storage) {
  let state = restoreSession(storage);
  const listeners = new Set<Listener>();

  function dispatch(action: SessionAction) {
    state = sessionReducer(state, action);
    if (action.type === 'loginSuccess') {
      storage.setItem(TOKEN_KEY, action.token);
      storage.setItem(USER_KEY, JSON.stringify(action.user));
    } else if (action.type === 'logout') {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    }
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    /** Re-reads storage, as a page load would. */
    reload() {
      state = restoreSession(storage);
      listeners.forEach((listener) => listener());
    },
    loginStart: () => dispatch({ type: 'loginStart' }),
    loginSuccess: (user: SessionUser, token: string) => dispatch({ type: 'loginSuccess', user, token }),
    loginFailure: () => dispatch({ type: 'loginFailure' }),
    logout: () => dispatch({ type: 'logout' }),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Pre-rendering at build time has no browser storage: it renders the signed-out view. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export const sessionStore = createSessionStore(typeof window === 'undefined' ? memoryStorage() : window.localStorage);

// Pages are pre-rendered signed out; hydration renders that same view first, then React re-renders with the stored session.
const serverSnapshot = () => signedOutState;

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, serverSnapshot);
}
