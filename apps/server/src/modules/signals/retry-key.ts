import { ValidationError } from '../../lib/errors';

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
