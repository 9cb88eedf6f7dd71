import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import { HttpError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's own origin as the browser would write it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF guard for cookie sessions (docs/api.md, Conventions): a state-changing request must
 * carry `Content-Type: application/json` (a cross-site form cannot send it without a CORS
 * preflight, which this server never grants) and, when an Origin header is present, an allowed one.
 */
export function registerCsrfHook(app: AppInstance) {
  const allowed = new Set(app.deps.config.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    // A websocket upgrade is a GET, yet it opens a channel with the cookie: check its Origin too.
    const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (isUpgrade) return checkOrigin(request);
    if (SAFE_METHODS.has(request.method)) return;
    // A route reached with an API key or a signed body reads no cookie: a forged cross-site request would carry
    // neither the key nor a valid signature.
    const access = request.routeOptions.config?.access;
    if (access === 'api-key' || access === 'signature') return;
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (contentType !== 'application/json') {
      throw new HttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'State-changing requests must send Content-Type: application/json',
      );
    }
    checkOrigin(request);
  });

  function checkOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(request) && !allowed.has(origin)) {
      throw new HttpError(403, 'BAD_ORIGIN', `Origin ${origin} is not allowed`);
    }
  }
}
