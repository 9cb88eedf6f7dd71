import { Api, GrammyError, HttpError } from 'grammy';

/** What one Bot API call came to, as the queue needs it (docs/telegram.md, Delivery queue). */
export type CallOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: string;
      /** A 429: Telegram's `retry_after`, ms. */
      retryAfterMs?: number;
      /** A refusal that no retry changes (the chat does not exist, the bot was blocked or lacks the right). */
      permanent: boolean;
    };

/** The Bot API calls Telegram out makes, through grammY with the configured API root. */
export interface TelegramCalls {
  sendMessage(chatId: string, text: string): Promise<{ messageId: number }>;
  /** Removes a member so they can come back later: banChatMember then unbanChatMember (only_if_banned). */
  removeMember(groupId: string, telegramUserId: number): Promise<void>;
  /** A link that admits one person (member_limit 1). */
  createInviteLink(groupId: string, name: string): Promise<string>;
}

export function botApiCalls(options: { botToken: string; apiRoot: string }): TelegramCalls {
  const api = new Api(options.botToken, { apiRoot: options.apiRoot, timeoutSeconds: 20 });
  return {
    async sendMessage(chatId, text) {
      const message = await api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
      return { messageId: message.message_id };
    },
    async removeMember(groupId, telegramUserId) {
      await api.banChatMember(groupId, telegramUserId);
      await api.unbanChatMember(groupId, telegramUserId, { only_if_banned: true });
    },
    async createInviteLink(groupId, name) {
      const link = await api.createChatInviteLink(groupId, { member_limit: 1, name: name.slice(0, 32) });
      return link.invite_link;
    },
  };
}

/** Reads a failed call: a 429's wait, a permanent refusal (400, 403), or a failure worth retrying. */
export function outcomeOfError(error: unknown): Extract<CallOutcome, { ok: false }> {
  if (error instanceof GrammyError) {
    const reason = `${error.error_code}: ${error.description}`;
    if (error.error_code === 429) {
      const seconds = error.parameters.retry_after ?? 1;
      return { ok: false, reason, retryAfterMs: seconds * 1000, permanent: false };
    }
    return { ok: false, reason, permanent: error.error_code === 400 || error.error_code === 403 };
  }
  if (error instanceof HttpError) return { ok: false, reason: `network: ${error.message}`, permanent: false };
  return { ok: false, reason: error instanceof Error ? error.message : String(error), permanent: false };
}
