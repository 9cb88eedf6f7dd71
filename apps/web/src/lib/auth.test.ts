import { describe, expect, it } from 'vitest';
import { type AuthEvent, type AuthState, adminTypeCookieOf, authReducer, INITIAL_AUTH_STATE } from './auth';

const signedIn: AuthState = {
  isAuthenticated: true,
  isLoading: false,
  adminType: 'admin2',
  signedOutByUser: false,
};
const checking = INITIAL_AUTH_STATE;
const signedOutIdle: AuthState = {
  isAuthenticated: false,
  isLoading: false,
  adminType: 'admin1',
  signedOutByUser: false,
};
const loggedOut: AuthState = { ...signedOutIdle, signedOutByUser: true };

describe('authReducer', () => {
  it('starts unauthenticated and loading, as admin1', () => {
    expect(INITIAL_AUTH_STATE).toEqual({
      isAuthenticated: false,
      isLoading: true,
      adminType: 'admin1',
      signedOutByUser: false,
    });
  });

  it.each<[string, AuthState, AuthEvent, AuthState]>([
    [
      'a confirmed session signs in and ends loading',
      checking,
      { type: 'session-confirmed', adminType: 'admin2' },
      { isAuthenticated: true, isLoading: false, adminType: 'admin2', signedOutByUser: false },
    ],
    [
      'a missing session stays signed out and ends loading',
      checking,
      { type: 'session-missing' },
      signedOutIdle,
    ],
    [
      'a successful login signs in',
      loggedOut,
      { type: 'login-succeeded', adminType: 'admin1' },
      { isAuthenticated: true, isLoading: false, adminType: 'admin1', signedOutByUser: false },
    ],
    ['a failed login signs out', signedIn, { type: 'login-failed' }, signedOutIdle],
    ['logout signs out, by the user', signedIn, { type: 'logged-out' }, loggedOut],
    [
      'a failed login after a logout is no longer a logout',
      loggedOut,
      { type: 'login-failed' },
      signedOutIdle,
    ],
    ['a 401 signs out', signedIn, { type: 'unauthorized' }, signedOutIdle],
    ['a 401 during the first check ends loading', checking, { type: 'unauthorized' }, signedOutIdle],
    [
      'logout while the check still runs leaves loading to the check',
      checking,
      { type: 'logged-out' },
      { isAuthenticated: false, isLoading: true, adminType: 'admin1', signedOutByUser: true },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(authReducer(state, event)).toEqual(expected);
  });

  it('never mutates the state it is given', () => {
    const before = { ...signedIn };
    authReducer(signedIn, { type: 'logged-out' });
    expect(signedIn).toEqual(before);
  });
});

describe("adminTypeCookieOf (the first screen's hint only)", () => {
  it.each([
    ['', null],
    ['theme=dark', null],
    ['adminType=admin2', 'admin2'],
    ['theme=dark; adminType=admin2; x=1', 'admin2'],
    ['adminType=admin1', 'admin1'],
    ['adminType=root', null],
    ['myadminType=admin2', null],
  ])('"%s" -> %s', (cookie, expected) => {
    expect(adminTypeCookieOf(cookie)).toBe(expected);
  });
});
