import type { ApiErrorBody, ErrorParams } from '@signaldesk/contracts/errors';
import { i18n } from '../i18n/i18n';
import type { TextKey } from '../i18n/keys';
import { translate } from '../i18n/use-t';
import { currentFormat } from '../utils/format/current';

/**
 * A refusal the server named (`reason`, `params`) in the operator's language, when the catalogue words it
 * (`serverErrors.<reason>`); null otherwise, and the server's own message is shown (docs/console.md, Server calls).
 */
export function serverReasonText(body: Partial<ApiErrorBody> | null): string | null {
  if (!body?.reason) return null;
  const key = `serverErrors.${body.reason}`;
  return i18n.exists(key, { lng: 'en' }) ? translate(key as TextKey, shownParams(body.params)) : null;
}

/** A refusal's numbers with the language's decimal mark and no grouping (`-0,01`, `1440`), its texts as sent. */
function shownParams(params: ErrorParams | undefined): ErrorParams | undefined {
  if (!params) return params;
  const format = currentFormat();
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? format.number(value, { grouping: false, maxDecimals: 10 }) : value,
    ]),
  );
}

/** An HTTP answer outside 2xx. `body` is the parsed JSON error when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(body?.error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Any 401 anywhere clears the session (docs/console.md, Session): the auth provider listens here. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

/** Builds a query string; null and undefined values are left out, the rest stringified. */
export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sends a request and throws an ApiError for an answer outside 2xx (a 401 first tells the listeners). */
export async function sendRequest(path: string, options: RequestOptions): Promise<Response> {
  const response = await fetch(`${path}${buildQuery(options.query)}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 401) for (const listener of unauthorizedListeners) listener();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(response.status, body);
  }
  return response;
}

/**
 * The console's one HTTP client: same origin, cookies included, JSON headers, no timeout.
 * Resolves with the parsed JSON body (undefined for an empty body).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file answer (CSV export): its bytes and the name from its Content-Disposition header, when it gives one. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await sendRequest(path, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/**
 * The message rule (docs/console.md, Server calls), used everywhere: a refusal the server named, in the operator's
 * language; else the server's error field, else the error's own message, else the fallback.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  const named = error instanceof ApiError ? serverReasonText(error.body) : null;
  if (named) return named;
  if (error instanceof ApiError && error.body?.error) return error.body.error;
  if (error instanceof ApiError && error.body && 'message' in error.body) {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
