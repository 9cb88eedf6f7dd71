import { describe, expect, it } from 'vitest';
import { type LinkedAccess, startReplyText } from '../../src/telegram/start-replies';

describe('startReplyText (docs/telegram.md, Subscribers on Telegram)', () => {
  it('tells a linked subscriber where they stand with the group, in each language', () => {
    const endDate = new Date('2026-11-20T00:00:00Z');
    expect(startReplyText({ kind: 'linked', access: 'expired', endDate }, 'fr')).toBe(
      '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.\nVotre abonnement a expiré le 20/11/2026 : renouvelez-le pour retrouver l’accès au groupe.',
    );
    expect(startReplyText({ kind: 'linked', access: 'expired', endDate }, 'en')).toBe(
      '✅ Your Telegram account is linked to your SignalDesk subscription.\nYour subscription expired on 20/11/2026: renew it to get your access to the group back.',
    );
    const accesses: LinkedAccess[] = [
      'invite_coming',
      'already_invited',
      'member',
      'not_subscribed',
      'expired',
      'no_group',
    ];
    for (const language of ['fr', 'en'] as const) {
      const texts = accesses.map((access) =>
        startReplyText({ kind: 'linked', access, endDate: null }, language),
      );
      expect(new Set(texts).size).toBe(accesses.length);
    }
  });

  it('says why a /start linked nobody, naming the username it looked for', () => {
    expect(startReplyText({ kind: 'unknown_username', username: 'trader_jo' }, 'fr')).toContain('@trader_jo');
    expect(startReplyText({ kind: 'unknown_code' }, 'en')).toMatch(/^❓ This link is not valid/);
    expect(startReplyText({ kind: 'no_username' }, 'fr')).toMatch(/n’a pas de nom d’utilisateur/);
  });
});
