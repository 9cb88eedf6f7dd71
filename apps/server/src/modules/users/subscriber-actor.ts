import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { signedInAdmin } from '../../http/signed-in';
import type { AuditActor } from '../audit';

/** The signed-in admin of a request, as the audit names them (http/signed-in.ts). */
export const actorOf: (request: FastifyRequest) => AuditActor = signedInAdmin;

/**
 * Tells Telegram group access that a subscription changed. The change is committed already: a failure is logged
 * and the action still answers its success (docs/users.md, Telegram).
 */
export async function passOnChange(app: AppInstance, request: FastifyRequest, userId: number): Promise<void> {
  try {
    await app.subscriberAccess.subscriptionChanged(userId);
  } catch (error) {
    request.log.error({ err: error, userId }, 'subscription change not passed on to Telegram');
  }
}
