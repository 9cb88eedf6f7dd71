import { describe, expect, it } from 'vitest';
import {
  isGroupChat,
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  scaledLimits,
  TelegramPacer,
} from '../../src/telegram/pacing';

/** Sends `count` messages to `chats` (round robin) as early as the pacer allows; answers each send time. */
function drain(pacer: TelegramPacer, chats: (string | null)[], count: number, start = 0): number[] {
  const times: number[] = [];
  let now = start;
  for (let i = 0; i < count; i++) {
    const chat = chats[i % chats.length]!;
    now = pacer.earliest(chat, now);
    pacer.record(chat, now);
    times.push(now);
  }
  return times;
}

/** The most sends inside any window of `ms` (half-open: [t, t + ms)). */
function mostInWindow(times: number[], ms: number): number {
  let most = 0;
  let left = 0;
  for (let right = 0; right < times.length; right++) {
    while (times[right]! - times[left]! >= ms) left++;
    most = Math.max(most, right - left + 1);
  }
  return most;
}

describe('the Telegram pacer', () => {
  it('tells groups and channels from private chats', () => {
    expect(isGroupChat('-1001234567890')).toBe(true);
    expect(isGroupChat('@signaldesk')).toBe(true);
    expect(isGroupChat('987654321')).toBe(false);
  });

  it('lets 30 calls a second leave, spread out (33 ms apart), never 31 in one second', () => {
    const pacer = new TelegramPacer();
    const chats = Array.from({ length: 100 }, (_, i) => String(1000 + i));
    const times = drain(pacer, chats, 90);
    expect(times.slice(0, 3)).toEqual([0, 33, 66]);
    expect(times[29]).toBe(957);
    expect(times.slice(30, 32)).toEqual([1000, 1033]);
    expect(times[60]).toBe(2000);
    expect(mostInWindow(times, 1000)).toBe(30);
  });

  it('sends at most 20 messages a minute to one group, while other chats keep the overall pace', () => {
    const pacer = new TelegramPacer();
    const group = drain(pacer, ['-100111'], 45);
    expect(group[19]).toBe(19 * 33);
    expect(group[20]).toBe(60_000);
    expect(group[40]).toBe(120_000);
    expect(mostInWindow(group, 60_000)).toBe(20);
    // A private chat is not held by the group's minute, only by the overall spread.
    const other = new TelegramPacer();
    drain(other, ['-100111'], 20);
    expect(other.earliest('-100111', 700)).toBe(60_000);
    expect(other.earliest('42', 700)).toBe(700);
  });

  it('spaces messages to one private chat by a second', () => {
    const pacer = new TelegramPacer();
    expect(drain(pacer, ['42'], 4, 500)).toEqual([500, 1500, 2500, 3500]);
  });

  it('holds a chat until its retry_after has passed, and everything on a global hold', () => {
    const pacer = new TelegramPacer();
    pacer.hold('-100111', 7000);
    expect(pacer.earliest('-100111', 1000)).toBe(7000);
    expect(pacer.earliest('42', 1000)).toBe(1000);
    pacer.hold(null, 3000);
    expect(pacer.earliest('42', 1000)).toBe(3000);
    expect(pacer.earliest(null, 1000)).toBe(3000);
    expect(pacer.earliest('-100111', 1000)).toBe(7000);
  });

  it('counts bans and other calls without a chat in the overall limit only', () => {
    const pacer = new TelegramPacer();
    const times = drain(pacer, [null], 31);
    expect(times[30]).toBe(1000);
    expect(pacer.earliest('-100111', 1000)).toBe(1033);
  });

  it('scales its windows for the bench, and forgets chats whose limits have passed', () => {
    const pacer = new TelegramPacer(scaledLimits(10));
    const times = drain(pacer, ['-100111'], 21);
    expect(times[20]).toBe(6000);
    expect(times[1]).toBe(3);
    drain(pacer, ['42'], 1);
    pacer.forget(100_000);
    expect(pacer.earliest('-100111', 100_000)).toBe(100_000);
  });

  it('backs off exponentially, capped at ten minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000]);
    expect(retryDelayMs(30)).toBe(600_000);
    expect(MAX_DELIVERY_ATTEMPTS).toBe(8);
  });
});
