import type { FastifyRequest } from 'fastify';

/** A hook URL's key (`/api/signals/hook/<key>`, docs/signals.md) replaced, so that no log line holds a key. */
export function withoutHookKey(url: string): string {
  return url.replace(/(\/api\/signals\/hook\/)[^/?#]*/, '$1[key]');
}

/** Fastify's request log fields, with the hook URL's key left out (server.ts gives it to the logger). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutHookKey(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
