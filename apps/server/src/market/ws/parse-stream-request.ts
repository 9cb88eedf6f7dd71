import {
  STREAM_ERROR_CODES,
  STREAM_METHODS,
  type StreamError,
  type StreamRequest,
  type StreamRequestId,
  streamRequestIdSchema,
  streamRequestSchema,
} from '@signaldesk/contracts/market';

export type ParsedStreamRequest = { ok: true; request: StreamRequest } | { ok: false; error: StreamError };

/** Turns one incoming text frame into a typed request, or into the error answer Binance would give. */
export function parseStreamRequest(text: string): ParsedStreamRequest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail(STREAM_ERROR_CODES.invalidJson, `Invalid JSON: ${(error as Error).message}`, null);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail(STREAM_ERROR_CODES.invalidRequest, 'Invalid request: expected a JSON object', null);
  }
  const message = raw as Record<string, unknown>;
  const idResult = streamRequestIdSchema.safeParse(message.id ?? null);
  if (!idResult.success) {
    return fail(
      STREAM_ERROR_CODES.invalidRequest,
      'Invalid request: request ID must be an unsigned integer or an alphanumeric string of at most 36 characters',
      null,
    );
  }
  const id = idResult.data;
  const method = message.method;
  if (typeof method !== 'string' || !(STREAM_METHODS as readonly string[]).includes(method)) {
    return fail(
      STREAM_ERROR_CODES.invalidRequest,
      method === undefined
        ? 'Invalid request: missing field `method`'
        : `Invalid request: unknown method ${JSON.stringify(method)}`,
      id,
    );
  }
  if (method === 'SET_PROPERTY' || method === 'GET_PROPERTY') {
    const params = Array.isArray(message.params) ? message.params : [];
    if (params[0] !== 'combined') return fail(STREAM_ERROR_CODES.unknownProperty, 'Unknown property', id);
    if (method === 'SET_PROPERTY' && typeof params[1] !== 'boolean') {
      return fail(STREAM_ERROR_CODES.invalidValueType, 'Invalid value type: expected Boolean', id);
    }
  }
  const parsed = streamRequestSchema.safeParse({ ...message, id });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return fail(
      STREAM_ERROR_CODES.invalidRequest,
      `Invalid request: ${issue?.message ?? 'malformed'}${where}`,
      id,
    );
  }
  return { ok: true, request: parsed.data };
}

function fail(code: number, msg: string, id: StreamRequestId): ParsedStreamRequest {
  return { ok: false, error: { error: { code, msg }, id } };
}
