import { describe, expect, it } from 'vitest';
import { activeStopLoss, stopMovedByTarget } from '../../src/position/active-stop';
import { hasGroupAccess } from '../../src/telegram/access';
import {
  type AnnouncedPosition,
  type AnnouncementSubject,
  announcementsOfEvent,
  announcementText,
  formatPercent,
  formatPrice,
  inviteText,
} from '../../src/telegram/announcements';

const both = { breakEvenPercent: 0.5, enableBreakeven1: true, enableBreakeven2: true };
const none = { breakEvenPercent: 0.5, enableBreakeven1: false, enableBreakeven2: false };

/** A LONG at 100 with its stop at 98: breakeven 1 (entry + 0.5 %) is above the stop, so TP1 moves it. */
const subject: AnnouncementSubject = {
  direction: 'LONG',
  entryPrice: 100,
  stopLoss: 98,
  tp1: 101,
  tp2: 102,
  tp3: 104,
  tp1Size: 50,
  tp2Size: 30,
  closeReason: null,
};
const closedBy = (closeReason: string | null): AnnouncementSubject => ({ ...subject, closeReason });

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
    expect(announcementsOfEvent('opened', subject, both)).toEqual(['opened']);
    expect(announcementsOfEvent('tp1', subject, both)).toEqual(['tp1', 'breakeven']);
    expect(announcementsOfEvent('tp1', subject, none)).toEqual(['tp1']);
    expect(announcementsOfEvent('tp2', subject, both)).toEqual(['tp2', 'breakeven']);
    expect(announcementsOfEvent('tp2', subject, { ...both, enableBreakeven2: false })).toEqual(['tp2']);
  });

  it('announce no breakeven after TP1 when its level is not better than the stop (the stop did not move)', () => {
    // The stop (100.8 for a LONG at 100) is already above breakeven 1 (100.5): the monitor leaves it there.
    const tightStop = { ...subject, stopLoss: 100.8 };
    expect(announcementsOfEvent('tp1', tightStop, both)).toEqual(['tp1']);
    expect(stopMovedByTarget(tightStop, both, 'tp1')).toBeNull();
    // The same for a SHORT whose stop is already below its breakeven 1 (99.5).
    const short = { ...subject, direction: 'SHORT' as const, stopLoss: 99.2, tp1: 99, tp2: 98, tp3: 96 };
    expect(announcementsOfEvent('tp1', short, both)).toEqual(['tp1']);
    expect(announcementsOfEvent('tp1', { ...short, stopLoss: 102 }, both)).toEqual(['tp1', 'breakeven']);
    // TP2 still moves that stop to the entry when breakeven 2 is on.
    expect(announcementsOfEvent('tp2', tightStop, both)).toEqual(['tp2', 'breakeven']);
    expect(stopMovedByTarget(tightStop, both, 'tp2')).toBe(100);
  });

  it('announce the breakeven exactly when the monitor moves the stop', () => {
    for (const stopLoss of [98, 100.4, 100.5, 100.6]) {
      const position = { ...subject, stopLoss };
      const before = activeStopLoss({ ...position, hitTp1: false, hitTp2: false }, both);
      const after = activeStopLoss({ ...position, hitTp1: true, hitTp2: false }, both);
      const announcesBreakeven = announcementsOfEvent('tp1', position, both).includes('breakeven');
      expect(announcesBreakeven).toBe(after !== before);
      expect(stopMovedByTarget(position, both, 'tp1')).toBe(after !== before ? after : null);
    }
  });

  it('name a close by its reason: TP3, a stop (initial or breakeven), or any other close', () => {
    expect(announcementsOfEvent('closed', closedBy('TP3'), both)).toEqual(['tp3']);
    expect(announcementsOfEvent('closed', closedBy('SL'), both)).toEqual(['stop_hit']);
    expect(announcementsOfEvent('closed', closedBy('BREAKEVEN_1'), both)).toEqual(['stop_hit']);
    expect(announcementsOfEvent('closed', closedBy('BREAKEVEN_2'), both)).toEqual(['stop_hit']);
    expect(announcementsOfEvent('closed', closedBy('TIMEOUT'), both)).toEqual(['closed']);
    expect(announcementsOfEvent('closed', closedBy(null), both)).toEqual(['closed']);
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
