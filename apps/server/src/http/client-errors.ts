import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from '@signaldesk/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';

/**
 * Errors that are the client's doing, answered in the `{success:false,error,code}` shape wherever Fastify lets the
 * application answer, and logged below error level (the error level means a server fault). See docs/api.md,
 * Conventions.
 */

function errorJson(code: ApiErrorBody['code'], error: string, fields?: ApiErrorBody['fields']): string {
  const body: ApiErrorBody = fields
    ? { success: false, error, code, fields }
    : { success: false, error, code };
  return JSON.stringify(body);
}

/** What Node's HTTP parser refused before any route ran: a timeout, headers too large, broken framing. */
function clientErrorAnswer(code: string | undefined): { status: number; body: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: errorJson('REQUEST_TIMEOUT', 'The request took too long to arrive') };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: errorJson('HEADERS_TOO_LARGE', 'The request headers are too large') };
  }
  return { status: 400, body: errorJson('BAD_REQUEST', 'The request is not valid HTTP') };
}

/** Fastify's `clientErrorHandler` (called with the instance as `this`): Node's own 400, 408 and 431 answers, in the
 * JSON error shape. */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  this.log.info({ code: error.code, status }, 'refused a malformed request');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (`GET /%`), answered before any route. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'refused a request the router could not read');
  const message = error.code === 'FST_ERR_BAD_URL' ? 'url is not a valid URL' : 'url is not valid';
  reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send(errorJson('VALIDATION_ERROR', `Invalid request: ${message}`, [{ path: 'url', message }]));
}

/**
 * True for an error that only says the client went away (an abort or a reset mid-request). A request stream that
 * is destroyed after its body was read whole is not an abort: Node destroys it once read, so only a destroyed
 * stream that never completed counts.
 */
export function isClientAbort(error: NodeJS.ErrnoException, request: FastifyRequest): boolean {
  return (
    error.code === 'ECONNRESET' ||
    error.code === 'ECONNABORTED' ||
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.message === 'aborted' ||
    (request.raw.destroyed && !request.raw.complete)
  );
}

/**
 * `@fastify/websocket`'s error handler: a client sending a malformed frame (`ws` reports `WS_ERR_*`) or dropping
 * the connection is logged at warn; anything else (the route's own fault) at error. The socket is dropped either way.
 */
export function handleWebsocketError(
  error: NodeJS.ErrnoException,
  socket: WebSocket,
  request: FastifyRequest,
): void {
  const clientsDoing =
    error.code?.startsWith('WS_ERR_') || error.code === 'ECONNRESET' || error.code === 'EPIPE';
  if (clientsDoing)
    request.log.warn({ code: error.code, msg: error.message }, 'dropped a websocket after a bad frame');
  else request.log.error({ err: error }, 'websocket handler failed');
  socket.terminate();
}
