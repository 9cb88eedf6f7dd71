import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors';

/** Who calls a backtesting route: the owner of what they keep and start. */
export interface Caller {
  adminId: number;
  username: string;
}

/** The signed-in admin of a route declared `authenticated`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.session) throw new UnauthorizedError();
  return { adminId: request.session.adminId, username: request.session.username };
}
