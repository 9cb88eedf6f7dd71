import { describe, expect, it } from 'vitest';
import { hasGroupAccess } from '../../src/telegram/access';
import {
  type AnnouncedPosition,
  announcementsOfEvent,
  announcementText,
  formatPercent,
  formatPrice,
  inviteText,
} from '../../src/telegram/announcements';

const both = { enableBreakeven1: true, enableBreakeven2: true };
const none = { enableBreakeven1: false, enableBreakeven2: false };

const btc: AnnouncedPosition = {
  id: 7,
  symbol: 'BTCUSDT',
  direction: 'LONG',
  entryPrice: 100_000,
  stopLoss: 98_000,
  tp1: 101_000,
  tp2: 102_500,
  tp3: 104_000,
  exitPrice: null,
  closeReason: null,
  finalProfitPercentage: null,
  breakevenStop: null,
};

describe('the announcements of a position event', () => {
  it('follow a take-profit with a breakeven when the Position Manager moves the stop', () => {
    expect(announcementsOfEvent('opened', null, both)).toEqual(['opened']);
    expect(announcementsOfEvent('tp1', null, both)).toEqual(['tp1', 'breakeven']);
    expect(announcementsOfEvent('tp1', null, none)).toEqual(['tp1']);
    expect(announcementsOfEvent('tp2', null, both)).toEqual(['tp2', 'breakeven']);
    expect(announcementsOfEvent('tp2', null, { enableBreakeven1: true, enableBreakeven2: false })).toEqual([
      'tp2',
    ]);
  });

  it('name a close by its reason: TP3, a stop (initial or breakeven), or any other close', () => {
    expect(announcementsOfEvent('closed', 'TP3', both)).toEqual(['tp3']);
    expect(announcementsOfEvent('closed', 'SL', both)).toEqual(['stop_hit']);
    expect(announcementsOfEvent('closed', 'BREAKEVEN_1', both)).toEqual(['stop_hit']);
    expect(announcementsOfEvent('closed', 'BREAKEVEN_2', both)).toEqual(['stop_hit']);
    expect(announcementsOfEvent('closed', 'TIMEOUT', both)).toEqual(['closed']);
    expect(announcementsOfEvent('closed', null, both)).toEqual(['closed']);
  });
});

describe('the message texts', () => {
  it('write prices without exponent or trailing zeros, and profits signed with the language’s decimal mark', () => {
    expect(formatPrice(100_000)).toBe('100000');
    expect(formatPrice(0.000_123_45)).toBe('0.00012345');
    expect(formatPrice(1.5)).toBe('1.5');
    expect(formatPercent(1.254, 'en')).toBe('+1.25 %');
    expect(formatPercent(-0.8, 'fr')).toBe('-0,80 %');
  });

  it('announce an opening in French and in English', () => {
    expect(announcementText('opened', btc, 'fr')).toBe(
      '📣 Nouvelle position — BTCUSDT LONG 🟢\nEntrée : 100000\nObjectifs : 101000 / 102500 / 104000\nStop : 98000',
    );
    expect(announcementText('opened', btc, 'en')).toBe(
      '📣 New position — BTCUSDT LONG 🟢\nEntry : 100000\nTargets : 101000 / 102500 / 104000\nStop : 98000',
    );
  });

  it('announce a target, a breakeven, a stop and a close with the exit and the result', () => {
    expect(announcementText('tp2', btc, 'en')).toBe('🎯 Target 2 hit — BTCUSDT LONG 🟢\n102500');
    expect(announcementText('breakeven', { ...btc, breakevenStop: 100_000 }, 'fr')).toBe(
      '🛡 Stop déplacé au point mort — BTCUSDT LONG 🟢\nStop : 100000',
    );
    const stopped = { ...btc, exitPrice: 98_000, closeReason: 'SL', finalProfitPercentage: -2 };
    expect(announcementText('stop_hit', stopped, 'fr')).toBe(
      '⛔ Stop atteint — BTCUSDT LONG 🟢\nSortie : 98000\nRésultat : -2,00 %',
    );
    const timedOut = { ...btc, exitPrice: 100_500, closeReason: 'TIMEOUT', finalProfitPercentage: 0.5 };
    expect(announcementText('closed', timedOut, 'en')).toBe(
      '✅ Position closed — BTCUSDT LONG 🟢\nExit : 100500\nResult : +0.50 %\nReason : TIMEOUT',
    );
    expect(inviteText('https://t.me/+abc', 'en')).toMatch(/\nhttps:\/\/t\.me\/\+abc$/);
  });
});

describe('group access', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('lasts while subscribed and before the end date; no end date is no end', () => {
    expect(hasGroupAccess({ isSubscribed: true, subscriptionEndDate: null }, now)).toBe(true);
    expect(hasGroupAccess({ isSubscribed: true, subscriptionEndDate: new Date(now + 1) }, now)).toBe(true);
    expect(hasGroupAccess({ isSubscribed: true, subscriptionEndDate: new Date(now) }, now)).toBe(false);
    expect(hasGroupAccess({ isSubscribed: false, subscriptionEndDate: new Date(now + 1e9) }, now)).toBe(
      false,
    );
  });
});
