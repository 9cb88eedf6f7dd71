import type { TelegramBotStatus } from '@signaldesk/contracts/telegram';
import { Api } from 'grammy';
import { RecentValue } from '../../lib/recent-value';
import { outcomeOfError } from './telegram-calls';

/** How long one getMe answer is shown before the bot is asked again, and how long getMe may take. */
const STATUS_TTL_MS = 10_000;
const GET_ME_TIMEOUT_SECONDS = 5;

/**
 * Whether the bot answers (docs/telegram.md, The console): `off` without a token, else getMe's answer (its
 * username and name) or why it failed (a wrong token, an unreachable API root). Asked at most once per 10 s,
 * callers in between share the answer.
 */
export function botStatusReader(options: {
  botToken: string | undefined;
  apiRoot: string;
  now: () => number;
}): () => Promise<TelegramBotStatus> {
  const { botToken } = options;
  if (!botToken) return async () => ({ state: 'off' });
  const api = new Api(botToken, { apiRoot: options.apiRoot, timeoutSeconds: GET_ME_TIMEOUT_SECONDS });
  const recent = new RecentValue<TelegramBotStatus>(STATUS_TTL_MS, options.now);
  return () =>
    recent.get(async () => {
      try {
        const me = await api.getMe();
        return {
          state: 'reachable',
          username: me.username,
          name: [me.first_name, me.last_name].filter(Boolean).join(' '),
        };
      } catch (error) {
        return { state: 'unreachable', error: outcomeOfError(error).reason };
      }
    });
}
