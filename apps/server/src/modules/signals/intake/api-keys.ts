import { createHash, randomBytes } from 'node:crypto';

/**
 * A webhook source's API key: 32 random bytes, so only its SHA-256 is kept (a key this long cannot be guessed
 * from its hash, unlike a password, so no slow KDF is needed: docs/signals.md, Webhook).
 */
export function newApiKey(): string {
  return `sdk_${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header, or null. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
