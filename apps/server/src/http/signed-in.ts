import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../app-types';
import { UnauthorizedError } from '../lib/errors';

/** The admin a route acts for: who an audit row, a kept run or a sweep names. */
export interface SignedInAdmin {
  adminId: number;
  username: string;
}

/**
 * The session of the request, read by the session hook from the cookie (http/session-hook.ts); a 401 without one.
 * The one answer to "who is signed in" for every route (docs/architecture.md, "One home for each rule").
 */
export function signedInSession(request: FastifyRequest, message?: string): SessionContext {
  if (!request.session) throw new UnauthorizedError(message);
  return request.session;
}

/** The signed-in admin as a route names them (no token, no expiry). */
export function signedInAdmin(request: FastifyRequest): SignedInAdmin {
  const { adminId, username } = signedInSession(request);
  return { adminId, username };
}
