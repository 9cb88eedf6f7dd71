import type { Chat } from 'grammy/types';
import { RateLimitError, ValidationError } from '../../../lib/errors';
import type { MarketLogger } from '../../../market/market-logger';
import { type IntakeContext, readIntake, receiveSignal } from './signal-intake.service';
import { listActiveTelegramSources, type SignalSourceRow } from './signal-sources.repository';

/** What a channel post carries that the intake reads (a Bot API `channel_post` message has it all). */
export interface ChannelPost {
  message_id: number;
  /** The post it replies to: an update there targets that post's signal. */
  reply_to_message?: { message_id: number };
  text?: string;
  caption?: string;
  chat: Pick<Chat.ChannelChat, 'id' | 'username' | 'title'>;
}

export interface ChannelPostCounts {
  /** Channel posts received, of a named channel or not. */
  posts: number;
  /** Stored as signals, or as updates of earlier signals. */
  stored: number;
  /** Of a named channel, not stored (unreadable, refused by the checks, rate limited, failed). */
  refused: number;
  /** Of a channel no live telegram source names. */
  unnamed: number;
}

/**
 * The source naming a channel: its chat id as the Bot API gives it (`-1001234567890`), the same id without its
 * `-100` prefix (as a channel's web link shows it), or `@username` against the chat's username (any case). With
 * several live sources naming one channel, the oldest takes its posts.
 */
export function sourceOfChannel(
  sources: readonly SignalSourceRow[],
  chat: Pick<Chat.ChannelChat, 'id' | 'username'>,
): SignalSourceRow | undefined {
  const id = String(chat.id);
  const username = chat.username ? `@${chat.username.toLowerCase()}` : null;
  const names = (entry: unknown) =>
    typeof entry === 'string' &&
    (entry === id || `-100${entry}` === id || (username !== null && entry.toLowerCase() === username));
  return sources.find(
    (source) => Array.isArray(source.channelIds) && (source.channelIds as unknown[]).some(names),
  );
}

/**
 * Turns a channel post into a signal of the telegram source naming its channel, through the webhook's own path
 * (`readIntake` then `acceptSignal` with `{text}`), and logs what became of it (docs/signals.md, Telegram channels).
 * The bot's updates and the demo's simulated channel both come through here.
 */
export class ChannelPostReader {
  private readonly tally: ChannelPostCounts = { posts: 0, stored: 0, refused: 0, unnamed: 0 };
  // Channels already said to be unnamed: said once per channel and process, so the log stays quiet.
  private readonly unnamedSaid = new Set<number>();

  constructor(
    private readonly context: IntakeContext,
    private readonly logger: MarketLogger,
  ) {}

  counts(): ChannelPostCounts {
    return { ...this.tally };
  }

  async read(post: ChannelPost): Promise<void> {
    const { logger, tally } = this;
    tally.posts++;
    // Read for every post, so that a source created or revoked on any instance applies to the next post.
    const source = sourceOfChannel(await listActiveTelegramSources(this.context.db), post.chat);
    const where = { chatId: post.chat.id, username: post.chat.username, messageId: post.message_id };
    if (!source) {
      tally.unnamed++;
      if (!this.unnamedSaid.has(post.chat.id) && this.unnamedSaid.size < 10_000) {
        this.unnamedSaid.add(post.chat.id);
        logger.info(
          { ...where, title: post.chat.title },
          'Telegram post of a channel no source names: not read',
        );
      }
      return;
    }
    const text = post.text ?? post.caption;
    try {
      if (text === undefined) throw new ValidationError('Invalid signal: text: the post has no text', []);
      const outcome = await receiveSignal(this.context, source, readIntake({ text }), {
        post: {
          chatId: String(post.chat.id),
          messageId: post.message_id,
          replyToMessageId: post.reply_to_message?.message_id ?? null,
        },
      });
      if (outcome.kind === 'ignored') {
        tally.refused++;
        logger.info(
          { ...where, sourceId: source.id, reason: outcome.reason },
          'Telegram post not read as a signal',
        );
        return;
      }
      if (outcome.kind === 'update') {
        tally.stored++;
        logger.info(
          { ...where, sourceId: source.id, updates: outcome.updates.map((u) => [u.signalId, u.outcome]) },
          'Telegram post stored as an update',
        );
        return;
      }
      const { signal } = outcome;
      tally.stored++;
      logger.info(
        {
          ...where,
          sourceId: source.id,
          signalId: signal.id,
          symbol: signal.symbol,
          direction: signal.direction,
        },
        'Telegram post stored as a signal',
      );
    } catch (error) {
      tally.refused++;
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof ValidationError) {
        logger.info({ ...where, sourceId: source.id, reason }, 'Telegram post not read as a signal');
      } else if (error instanceof RateLimitError) {
        logger.warn({ ...where, sourceId: source.id, reason }, 'Telegram post dropped: rate limit');
      } else {
        logger.error({ ...where, sourceId: source.id, err: error }, 'Telegram post could not be stored');
      }
    }
  }
}
