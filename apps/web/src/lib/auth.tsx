import type { SessionInfo } from '@signaldesk/contracts/auth';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { ADMIN_TYPE_COOKIE, ADMIN_TYPES, type AdminType } from '@signaldesk/contracts/session';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { setLanguageChoice } from '../i18n/language-store';
import { setAdviceMode } from './advice-mode';
import { ApiError, onUnauthorized } from './api-client';
import { callEndpoint } from './call-endpoint';

/** The session of docs/console.md, Session. `adminType` is for display and routing only. */
export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  adminType: AdminType;
  /** True right after the user pressed Logout: the sign-in redirect then does not remember the page. */
  signedOutByUser: boolean;
}

export type AuthEvent =
  | { type: 'session-confirmed'; adminType: AdminType }
  | { type: 'session-missing' }
  | { type: 'login-succeeded'; adminType: AdminType }
  | { type: 'login-failed' }
  | { type: 'logged-out' }
  | { type: 'unauthorized' };

export const INITIAL_AUTH_STATE: AuthState = {
  isAuthenticated: false,
  isLoading: true,
  adminType: 'admin1',
  signedOutByUser: false,
};

const signedOut = (state: AuthState): AuthState => ({
  ...state,
  isAuthenticated: false,
  adminType: 'admin1',
  signedOutByUser: false,
});

/**
 * Pure transitions (docs/console.md, Session). Login and logout leave `isLoading` alone; the check and any
 * 401 end it.
 */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'session-confirmed':
      return { isAuthenticated: true, isLoading: false, adminType: event.adminType, signedOutByUser: false };
    case 'session-missing':
      return { ...signedOut(state), isLoading: false };
    case 'login-succeeded':
      return { ...state, isAuthenticated: true, adminType: event.adminType, signedOutByUser: false };
    case 'login-failed':
      return signedOut(state);
    case 'logged-out':
      return { ...signedOut(state), signedOutByUser: true };
    case 'unauthorized':
      return { ...signedOut(state), isLoading: false };
  }
}

/** The admin type a `document.cookie` string carries, or null when the cookie is absent or unknown. */
export function adminTypeCookieOf(cookieHeader: string): AdminType | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ADMIN_TYPE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return (ADMIN_TYPES as readonly string[]).includes(value) ? (value as AdminType) : null;
  }
  return null;
}

export interface AuthContextValue extends AuthState {
  /** True when signed in, false on wrong credentials (401); throws on any other failure. */
  login: (username: string, password: string) => Promise<boolean>;
  /** Always ends signed out, even when the call fails (the failure is only logged). */
  logout: () => Promise<void>;
  checkSession: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The admin's own language and advice mode follow them from browser to browser (docs/console.md, Languages and
 * "Trading day and hour").
 */
function adoptPreferences(session: SessionInfo): void {
  setLanguageChoice(session.language ?? null);
  setAdviceMode(session.adviceMode ?? 'schedule');
}

/**
 * `GET /api/auth/verify`: the signed-in admin's type when the session cookie names a live session, else null. Who is
 * signed in is the server's answer (the session row), for the check and for a login alike; the `adminType` cookie is
 * only the first screen's hint before the answer arrives (app/first-screen.ts).
 */
export async function verifySession(): Promise<AdminType | null> {
  try {
    const session = await callEndpoint(endpoints.verify);
    adoptPreferences(session);
    return session.adminType;
  } catch {
    return null;
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * The page load's session check when it was started before the first render (main.tsx starts it with the page,
   * docs/performance.md); without it the provider starts the check itself once mounted.
   */
  sessionCheck?: Promise<AdminType | null>;
}

export function AuthProvider({ children, sessionCheck }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);

  const settle = useCallback((adminType: AdminType | null) => {
    dispatch(adminType ? { type: 'session-confirmed', adminType } : { type: 'session-missing' });
  }, []);

  const checkSession = useCallback(async () => settle(await verifySession()), [settle]);

  const login = useCallback(async (username: string, password: string) => {
    try {
      const session = await callEndpoint(endpoints.login, {
        body: { username, password },
      });
      adoptPreferences(session);
      dispatch({ type: 'login-succeeded', adminType: session.adminType });
      return true;
    } catch (error) {
      dispatch({ type: 'login-failed' });
      if (error instanceof ApiError && error.status === 401) return false;
      console.error('Login failed', error);
      throw error;
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await callEndpoint(endpoints.logout);
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      setLanguageChoice(null);
      setAdviceMode('schedule');
      dispatch({ type: 'logged-out' });
    }
  }, []);

  useEffect(() => onUnauthorized(() => dispatch({ type: 'unauthorized' })), []);

  // Once per page load, also under StrictMode's double effects.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (sessionCheck) void sessionCheck.then(settle);
    else void checkSession();
  }, [checkSession, sessionCheck, settle]);

  const value = useMemo(
    () => ({ ...state, login, logout, checkSession }),
    [state, login, logout, checkSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
