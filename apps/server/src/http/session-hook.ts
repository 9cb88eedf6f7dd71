import { ADMIN_TYPE_COOKIE, SESSION_COOKIE } from '@signaldesk/contracts/auth';
import type { RouteAccess } from '@signaldesk/contracts/endpoints';
import { hasFullAccess } from '@signaldesk/contracts/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { hashSessionToken, LiveSessions } from '../modules/auth';

/**
 * Reads the session cookie into `request.session` and enforces the route's declared access.
 * The admin type always comes from the session row, never from the `adminType` cookie.
 */
export function registerSessionHook(app: AppInstance) {
  const liveSessions = new LiveSessions({ database: app.deps.database, now: app.deps.now, logger: app.log });
  app.decorate('liveSessions', liveSessions);
  app.addHook('onReady', () => liveSessions.start());
  app.addHook('onClose', () => liveSessions.stop());
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Unknown paths have no declaration: they answer 404 from the not-found handler.
    if (request.is404) return;
    const access: RouteAccess = request.routeOptions.config?.access ?? 'admin1';
    if (access === 'public' || access === 'api-key' || access === 'signature') return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await liveSessions.find(hashSessionToken(token));
      if (session) {
        request.session = session;
        // Keep the page's copy of the type honest if it was tampered with.
        if (request.cookies[ADMIN_TYPE_COOKIE] !== session.adminType) {
          reply.setCookie(ADMIN_TYPE_COOKIE, session.adminType, {
            path: '/',
            sameSite: 'lax',
            secure: app.deps.config.session.secureCookie,
            expires: session.expiresAt,
          });
        }
      }
    }
    if (access === 'session-optional') return;
    if (!request.session) throw new UnauthorizedError();
    // An admin1 route serves an action beyond Backtesting: contracts' one table of who may do what.
    if (access === 'admin1' && !hasFullAccess(request.session.adminType)) {
      throw new ForbiddenError('This account may only use backtesting');
    }
  });
}
