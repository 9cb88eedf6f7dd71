import type { AppInstance } from '../app-types';
import { HttpError } from '../lib/errors';

/**
 * No request body is decoded (docs/api.md, "Input rules"): a `Content-Encoding` other than `identity` answers 415
 * before the body is read, on every route (the Stripe webhook's signature covers the bytes as sent, and no client of
 * this server compresses what it sends). Runs before parsing, after the routes' own authentication.
 */
export function registerBodyEncodingHook(app: AppInstance) {
  app.addHook('preParsing', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined) return;
    const codings = String(encoding)
      .split(',')
      .map((coding) => coding.trim().toLowerCase())
      .filter((coding) => coding !== '');
    if (codings.every((coding) => coding === 'identity')) return;
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Content-Encoding ${String(encoding).slice(0, 40)} is not supported: send the body as it is (identity)`,
    );
  });
}
