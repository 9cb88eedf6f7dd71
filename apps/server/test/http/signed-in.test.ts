import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '../../src/app-types';
import { signedInAdmin, signedInSession } from '../../src/http/signed-in';
import { UnauthorizedError } from '../../src/lib/errors';
import { callerOf } from '../../src/modules/backtesting/caller';
import { actorOf } from '../../src/modules/users/subscriber-actor';

/** The one answer to "who is signed in": positions, parameters, backtests, users, billing and verify all read it. */
const SESSION: SessionContext = {
  adminId: 7,
  username: 'ops',
  adminType: 'admin2',
  tokenHash: 'h',
  expiresAt: new Date('2026-11-26T00:00:00.000Z'),
};
const request = (session: SessionContext | null) => ({ session }) as unknown as FastifyRequest;

describe('signedInAdmin', () => {
  it('names the admin of the session and nothing of the token', () => {
    expect(signedInAdmin(request(SESSION))).toEqual({ adminId: 7, username: 'ops' });
    expect(callerOf(request(SESSION))).toEqual(signedInAdmin(request(SESSION)));
    expect(actorOf).toBe(signedInAdmin);
  });

  it('is a 401 without a session, with the default words or the ones given', () => {
    expect(() => signedInAdmin(request(null))).toThrow(new UnauthorizedError());
    expect(() => callerOf(request(null))).toThrow(UnauthorizedError);
    expect(() => actorOf(request(null))).toThrow(UnauthorizedError);
    expect(() => signedInSession(request(null), 'Not signed in')).toThrow('Not signed in');
    expect(signedInSession(request(SESSION))).toBe(SESSION);
  });
});
