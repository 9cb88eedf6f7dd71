import { inviteText, type TelegramLanguage } from '@signaldesk/core/telegram/announcements';
import {
  MAX_DELIVERY_ATTEMPTS,
  retryDelayMs,
  TELEGRAM_LIMITS,
  type TelegramLimits,
  TelegramPacer,
} from '@signaldesk/core/telegram/pacing';
import type { Database } from '../../db/client';
import { sleep } from '../../lib/sleep';
import type { MarketLogger } from '../../market/market-logger';
import {
  claimDue,
  type DeliveryRow,
  markFailed,
  markRetry,
  markSent,
  releaseClaims,
  saveInviteLink,
  sentSince,
  setGroupStatus,
} from './telegram.repository';
import { outcomeOfError, type TelegramCalls } from './telegram-calls';

export interface DeliveryDrainerOptions {
  db: Database;
  calls: TelegramCalls;
  /** The paid group (invites and removals); undefined: those deliveries fail, saying so. */
  groupId: string | undefined;
  language: TelegramLanguage;
  now: () => number;
  logger: MarketLogger;
  /** Default: Telegram's (core TELEGRAM_LIMITS); the bench scales them. */
  limits?: TelegramLimits;
  /** Rows claimed at a time. Default 100. */
  batchSize?: number;
  /** How often an idle drainer looks for due rows (a NOTIFY wakes it sooner), ms. Default 1000. */
  pollMs?: number;
  /** The longest a claimed row waits in memory for its chat's turn; a longer wait puts it back in the queue. */
  holdMs?: number;
  /**
   * Bot API calls in flight at once. Default 5: enough for 30/s at Telegram's round trip (~150 ms), and few enough
   * that calls held up by a paused event loop cannot leave in a large burst.
   */
  maxInFlight?: number;
}

export interface DrainerCounts {
  sent: number;
  failed: number;
  retried: number;
  rateLimited: number;
  deferred: number;
}

/**
 * Drains the delivery queue (docs/telegram.md, Delivery queue): claims due rows, lets each leave when Telegram's
 * limits allow (core's pacer), and records what came of it: sent, back in the queue with exponential back-off, held
 * for a 429's `retry_after`, or failed with the reason. Run by one instance at a time (start-telegram-out.ts).
 */
export class DeliveryDrainer {
  private stopped = false;
  private readonly wakeable: { wake?: () => void } = {};
  private loop: Promise<void> | undefined;
  /** A wake that came while the drainer was busy: the next idle wait is skipped. */
  private woken = false;
  /** Calls in flight, across batches: a batch is claimed while the last calls of the one before are answered. */
  private readonly inFlight = new Set<Promise<void>>();
  /** The last call started for each chat with a call in flight. */
  private readonly chatTails = new Map<string, Promise<void>>();
  private readonly pacer: TelegramPacer;
  private readonly counters: DrainerCounts = { sent: 0, failed: 0, retried: 0, rateLimited: 0, deferred: 0 };

  private readonly spreadMs: number;

  constructor(private readonly options: DeliveryDrainerOptions) {
    const limits = options.limits ?? TELEGRAM_LIMITS;
    this.spreadMs = Math.floor(limits.windowMs / limits.perWindow);
    // One spread longer window: a call recorded at its planned time but sent a little later never makes 31 in a
    // second on Telegram's side (about 29 calls/s at most; docs/telegram.md, Delivery queue).
    this.pacer = new TelegramPacer({ ...limits, windowMs: limits.windowMs + this.spreadMs });
  }

  /** Puts back the rows an earlier drainer left claimed, then drains until stopped. */
  start(): void {
    this.loop ??= this.run();
  }

  /** Looks for due rows now (a NOTIFY said something was queued). */
  wake(): void {
    this.woken = true;
    this.wakeable.wake?.();
  }

  /** Stops claiming, waits for the calls in flight, and puts back the rows claimed but not started. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
  }

  counts(): DrainerCounts {
    return { ...this.counters };
  }

  private async run(): Promise<void> {
    const { db, logger } = this.options;
    const released = await releaseClaims(db).catch((error: unknown) => {
      logger.error({ err: error }, 'Telegram queue: claimed rows could not be put back');
      return 0;
    });
    if (released > 0) logger.warn({ released }, 'Telegram queue: rows left claimed are queued again');
    // What the previous drainer sent lately still counts in Telegram's windows.
    const limits = this.options.limits ?? TELEGRAM_LIMITS;
    const since = new Date(this.options.now() - Math.max(limits.windowMs, limits.groupWindowMs));
    for (const sent of await sentSince(db, since).catch(() => [])) {
      this.pacer.record(sent.chatId, sent.sentAt.getTime());
    }
    while (!this.stopped) {
      try {
        this.woken = false;
        const batch = await claimDue(db, new Date(this.options.now()), this.options.batchSize ?? 100);
        if (batch.length === 0) {
          this.pacer.forget(this.options.now());
          if (!this.woken) await sleep(this.options.pollMs ?? 1000, this.wakeable);
          continue;
        }
        await this.sendBatch(batch);
      } catch (error) {
        logger.error({ err: error }, 'Telegram queue: drain failed; retrying');
        if (!this.stopped) await sleep(this.options.pollMs ?? 1000, this.wakeable);
      }
    }
    await Promise.all(this.inFlight);
  }

  private async sendBatch(batch: DeliveryRow[]): Promise<void> {
    const { db, now } = this.options;
    const holdMs = this.options.holdMs ?? 1000;
    const maxInFlight = this.options.maxInFlight ?? 5;
    const inFlight = this.inFlight;
    for (let i = 0; i < batch.length; i++) {
      const row = batch[i]!;
      if (this.stopped) {
        await releaseClaims(
          db,
          batch.slice(i).map((left) => left.id),
        );
        break;
      }
      const at = this.pacer.earliest(row.chatId, now());
      if (at - now() > holdMs) {
        // Its chat's turn is far off (a group's minute, a 429): back to the queue until then, so the rest goes on.
        this.counters.deferred++;
        await markRetry(db, row.id, new Date(at), null, false);
        continue;
      }
      if (at > now()) await new Promise((resolve) => setTimeout(resolve, at - now()));
      while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
      // Recorded at its planned time when a timer fired a little late (less than the spread), so the schedule does
      // not drift below the limit; the pacer's margin (constructor) absorbs that lateness.
      const sentAt = now() - at < this.spreadMs ? at : now();
      this.pacer.record(row.chatId, sentAt);
      // A removal and an invite make one more call each (ban and unban; the link): counted in the overall limit.
      if (row.kind === 'removal') this.pacer.record(null, sentAt);
      if (row.kind === 'removal' || row.kind === 'invite') this.pacer.record(null, sentAt);
      // One call at a time per chat, so a chat's messages arrive in their order.
      const previous = this.chatTails.get(row.chatId) ?? Promise.resolve();
      const sending: Promise<void> = previous
        .then(() => this.deliver(row))
        .finally(() => {
          inFlight.delete(sending);
          if (this.chatTails.get(row.chatId) === sending) this.chatTails.delete(row.chatId);
        });
      this.chatTails.set(row.chatId, sending);
      inFlight.add(sending);
    }
  }

  private async deliver(row: DeliveryRow): Promise<void> {
    const { db, now, logger } = this.options;
    try {
      const messageId = await this.call(row);
      await markSent(db, row.id, new Date(now()), { messageId });
      this.counters.sent++;
    } catch (error) {
      const outcome =
        error instanceof PermanentError
          ? { reason: error.message, permanent: true, retryAfterMs: undefined }
          : outcomeOfError(error);
      const at = now();
      try {
        if (outcome.retryAfterMs !== undefined) {
          this.counters.rateLimited++;
          this.pacer.hold(row.kind === 'removal' ? null : row.chatId, at + outcome.retryAfterMs);
          await markRetry(db, row.id, new Date(at + outcome.retryAfterMs), outcome.reason, false);
        } else if (outcome.permanent || row.attempts + 1 >= MAX_DELIVERY_ATTEMPTS) {
          this.counters.failed++;
          logger.warn({ deliveryId: row.id, reason: outcome.reason }, 'Telegram delivery failed');
          await markFailed(db, row.id, outcome.reason);
        } else {
          this.counters.retried++;
          await markRetry(db, row.id, new Date(at + retryDelayMs(row.attempts + 1)), outcome.reason, true);
        }
      } catch (writeError) {
        logger.error({ err: writeError, deliveryId: row.id }, 'Telegram queue: outcome not recorded');
      }
    }
  }

  /** The Bot API calls of one delivery; answers the message id of the message sent, if any. */
  private async call(row: DeliveryRow): Promise<number | null> {
    const { db, calls, groupId, language, now } = this.options;
    if (row.kind === 'announcement' || row.kind === 'test' || row.kind === 'reply') {
      return (await calls.sendMessage(row.chatId, row.text ?? '')).messageId;
    }
    if (!groupId) throw new PermanentError('TELEGRAM_GROUP_ID is not set: no paid group to manage');
    if (row.kind === 'invite') {
      let link = row.inviteLink;
      if (!link) {
        link = await calls.createInviteLink(groupId, `SignalDesk #${row.userId ?? row.id}`);
        // Kept, so a retry after a failed message sends the same link rather than opening another.
        await saveInviteLink(db, row.id, link);
        row.inviteLink = link;
      }
      const { messageId } = await calls.sendMessage(row.chatId, inviteText(link, language));
      if (row.userId !== null) await setGroupStatus(db, row.userId, 'invited', new Date(now()));
      return messageId;
    }
    await calls.removeMember(groupId, Number(row.chatId));
    if (row.userId !== null) await setGroupStatus(db, row.userId, 'removed', new Date(now()));
    // The note to the subscriber is a courtesy: a bot they blocked does not undo the removal.
    if (!row.text) return null;
    return calls
      .sendMessage(row.chatId, row.text)
      .then((sent) => sent.messageId)
      .catch(() => null);
  }
}

/** A refusal of ours that no retry changes. */
class PermanentError extends Error {}
