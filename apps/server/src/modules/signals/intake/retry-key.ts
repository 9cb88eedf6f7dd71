import { ValidationError } from '../../../lib/errors';

/** The longest retry key kept; a longer one is refused rather than cut (two keys must never become one). */
export const MAX_RETRY_KEY_LENGTH = 200;

/**
 * A request's retry key (docs/signals.md, Retries): its `Idempotency-Key` header, else the value of the source's
 * chosen body field (TradingView's `{{timenow}}` and `{{ticker}}`), which is taken out of the body before the
 * body is read as a signal. A JSON text body is read as JSON for it.
 */
export function retryKey(
  body: unknown,
  header: string | string[] | undefined,
  field: string | null,
): { body: unknown; key: string | null } {
  let object: unknown = body;
  if (field !== null && typeof body === 'string') {
    try {
      object = JSON.parse(body);
    } catch {
      object = body;
    }
  }
  let key = typeof header === 'string' ? header : null;
  if (field !== null && typeof object === 'object' && object !== null && !Array.isArray(object)) {
    const { [field]: value, ...rest } = object as Record<string, unknown>;
    if (key === null && (typeof value === 'string' || typeof value === 'number')) key = String(value);
    if (value !== undefined) body = rest;
  }
  if (key !== null && (key.trim() === '' || key.length > MAX_RETRY_KEY_LENGTH)) {
    throw new ValidationError(
      `Invalid signal: Idempotency-Key: must be 1 to ${MAX_RETRY_KEY_LENGTH} characters`,
      [{ path: 'Idempotency-Key', message: `must be 1 to ${MAX_RETRY_KEY_LENGTH} characters` }],
    );
  }
  return { body, key };
}

/** The longest original body kept on a signal (a text signal's own limit). */
const MAX_ORIGINAL_LENGTH = 4000;

/**
 * A webhook body as the signal's card shows it (docs/signals.md, The signal card): the text as sent, or the JSON
 * re-written without its `apiKey` (a key is never stored); cut at 4 000 characters.
 */
export function originalBody(body: unknown): string | null {
  let object: unknown = body;
  if (typeof body === 'string') {
    try {
      object = JSON.parse(body);
    } catch {
      return body.slice(0, MAX_ORIGINAL_LENGTH);
    }
    if (typeof object !== 'object' || object === null || !('apiKey' in object)) {
      return body.slice(0, MAX_ORIGINAL_LENGTH);
    }
  }
  if (typeof object !== 'object' || object === null) return null;
  const { apiKey: _key, ...rest } = object as Record<string, unknown>;
  return JSON.stringify(rest).slice(0, MAX_ORIGINAL_LENGTH);
}
