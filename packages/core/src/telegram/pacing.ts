/**
 * Telegram's sending limits as a pure pacer (docs/telegram.md, Limits): the clock is passed in, so the rules are
 * tested with a fake one. The queue asks `earliest(chat, now)` before each call and tells `record(chat, at)` when
 * it sends; a 429 holds the chat (or everything) until its `retry_after` has passed.
 */

export interface TelegramLimits {
  /** Calls to the Bot API in any window of `windowMs` (Telegram: about 30 messages per second overall). */
  perWindow: number;
  windowMs: number;
  /** Messages to one group or channel in any window of `groupWindowMs` (Telegram: 20 per minute). */
  groupPerWindow: number;
  groupWindowMs: number;
  /** The least time between two messages to one private chat (Telegram: about one per second). */
  privateGapMs: number;
}

export const TELEGRAM_LIMITS: TelegramLimits = Object.freeze({
  perWindow: 30,
  windowMs: 1000,
  groupPerWindow: 20,
  groupWindowMs: 60_000,
  privateGapMs: 1000,
});

/** The limits with every window divided by `factor` (the bench's scaled time: 10 = ten times faster). */
export function scaledLimits(factor: number, limits: TelegramLimits = TELEGRAM_LIMITS): TelegramLimits {
  return {
    ...limits,
    windowMs: limits.windowMs / factor,
    groupWindowMs: limits.groupWindowMs / factor,
    privateGapMs: limits.privateGapMs / factor,
  };
}

/**
 * A group, supergroup or channel: its chat id is negative (`-100…`) or an `@username`; a private chat (a user who
 * started the bot) has a positive id.
 */
export function isGroupChat(chatId: string): boolean {
  return chatId.startsWith('-') || chatId.startsWith('@');
}

/** Times of the last sends in a sliding window, oldest first. */
class Window {
  readonly times: number[] = [];
  constructor(
    private readonly size: number,
    private readonly ms: number,
  ) {}
  /** Forgets sends older than the window at `now`. */
  prune(now: number): void {
    while (this.times.length > 0 && this.times[0]! <= now - this.ms) this.times.shift();
  }
  /** When one more send fits. */
  earliest(now: number): number {
    this.prune(now);
    return this.times.length < this.size ? now : this.times[this.times.length - this.size]! + this.ms;
  }
  add(at: number): void {
    this.times.push(at);
    if (this.times.length > this.size) this.times.shift();
  }
}

export class TelegramPacer {
  private readonly overall: Window;
  private readonly groups = new Map<string, Window>();
  private readonly privates = new Map<string, number>();
  private readonly holds = new Map<string, number>();
  private heldAllUntil = 0;

  constructor(private readonly limits: TelegramLimits = TELEGRAM_LIMITS) {
    this.overall = new Window(limits.perWindow, limits.windowMs);
  }

  /**
   * The earliest time at or after `now` a call for `chat` may leave (`null`: a call that is no message to a chat,
   * such as a ban, counted only in the overall limit).
   */
  earliest(chat: string | null, now: number): number {
    // Spread evenly as well (no burst of 30 at once): a burst's calls arrive spread by the network and would
    // straddle two windows on Telegram's side.
    const last = this.overall.times.at(-1);
    // Whole milliseconds, so the sliding window (which alone holds the limit) compares exact times.
    const spaced = last === undefined ? now : last + Math.floor(this.limits.windowMs / this.limits.perWindow);
    let at = Math.max(now, spaced, this.heldAllUntil, this.overall.earliest(now));
    if (chat === null) return at;
    at = Math.max(at, this.holds.get(chat) ?? 0);
    if (isGroupChat(chat)) {
      at = Math.max(at, this.groups.get(chat)?.earliest(now) ?? now);
    } else {
      const last = this.privates.get(chat);
      if (last !== undefined) at = Math.max(at, last + this.limits.privateGapMs);
    }
    return at;
  }

  /** A call left at `at` (the caller checked `earliest` first). */
  record(chat: string | null, at: number): void {
    this.overall.add(at);
    if (chat === null) return;
    if (isGroupChat(chat)) {
      let window = this.groups.get(chat);
      if (!window) {
        window = new Window(this.limits.groupPerWindow, this.limits.groupWindowMs);
        this.groups.set(chat, window);
      }
      window.add(at);
    } else {
      this.privates.set(chat, at);
    }
  }

  /** A 429 for `chat` said to wait `retryAfterSeconds`: nothing goes to that chat before then. */
  hold(chat: string | null, until: number): void {
    if (chat === null) this.heldAllUntil = Math.max(this.heldAllUntil, until);
    else this.holds.set(chat, Math.max(this.holds.get(chat) ?? 0, until));
  }

  /** Forgets chats whose limits no longer apply at `now`, so memory stays bounded over a long run. */
  forget(now: number): void {
    for (const [chat, window] of this.groups) {
      window.prune(now);
      if (window.times.length === 0) this.groups.delete(chat);
    }
    for (const [chat, last] of this.privates) {
      if (last + this.limits.privateGapMs <= now) this.privates.delete(chat);
    }
    for (const [chat, until] of this.holds) if (until <= now) this.holds.delete(chat);
  }
}

/** Attempts before a delivery is given up (a 429 does not count: it is Telegram saying "later", not a failure). */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** The wait before retry number `attempt` (1 = the first retry): 2 s, 4 s, 8 s... capped at 10 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(600_000, 2000 * 2 ** Math.max(0, attempt - 1));
}
