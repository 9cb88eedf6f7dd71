import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Telegram's Bot API on 127.0.0.1 (random port), speaking its wire format for what a polling
 * bot calls: `POST /bot<token>/<method>` with a JSON body, answered `{ok: true, result}` or
 * `{ok: false, error_code, description}`. getMe, deleteWebhook, and getUpdates with the Bot API's semantics:
 * `offset` confirms (forgets) every update below it, `limit` caps the batch, and `timeout` holds the request open
 * up to that many seconds until an update arrives (long polling). A wrong token is a 401.
 *
 * What Telegram out calls (docs/telegram.md): sendMessage (answers a Message), banChatMember, unbanChatMember
 * (`only_if_banned`) and createChatInviteLink (`member_limit`), each recorded in order with the time it arrived.
 * `failNext` scripts refusals as Telegram words them: a 429 carries `parameters.retry_after`, others a description.
 *
 * For a test in another process (the browser journeys), a control surface beside the Bot API:
 * `POST /control/message` queues `message()`'s argument and answers `{update_id}`; `GET /control/received` answers
 * `{received}`, the calls of Telegram out so far.
 */

export interface ReceivedCall {
  method: string;
  body: Record<string, unknown>;
  /** Date.now() when the call arrived. */
  at: number;
}

export interface ScriptedFailure {
  status: number;
  description: string;
  /** Seconds, for a 429. */
  retryAfter?: number;
}

export interface ChannelPost {
  chat: { id: number; username?: string; title?: string };
  text?: string;
  caption?: string;
}

interface Waiter {
  wake: () => void;
}

export class FakeTelegram {
  readonly token: string;
  /** Every method called, in order. */
  readonly calls: string[] = [];
  /** Every call of Telegram out, in the order it arrived (getMe and polling left out). */
  readonly received: ReceivedCall[] = [];
  private readonly failures = new Map<string, ScriptedFailure[]>();
  private readonly chatFailures = new Map<string, ScriptedFailure>();
  private readonly banned = new Set<string>();
  private nextInvite = 1;
  private server: Server | undefined;
  private pending: { update_id: number; channel_post?: object; message?: object }[] = [];
  private nextUpdateId = 1000;
  private nextMessageId = 1;
  private confirmedBelow = 0;
  private waiters = new Set<Waiter>();
  private confirmWaiters: { below: number; resolve: () => void }[] = [];

  constructor(token = '123456789:TEST-token-for-the-local-bot-api') {
    this.token = token;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Queues a channel post as the next update; answers its update id. */
  post(post: ChannelPost): number {
    const update_id = ++this.nextUpdateId;
    this.pending.push({
      update_id,
      channel_post: {
        message_id: this.nextMessageId++,
        date: 1_795_000_000,
        chat: { type: 'channel', title: post.chat.title ?? 'A channel', ...post.chat },
        ...(post.text === undefined ? {} : { text: post.text }),
        ...(post.caption === undefined ? {} : { caption: post.caption, photo: [] }),
      },
    });
    for (const waiter of this.waiters) waiter.wake();
    return update_id;
  }

  /** Queues a private message to the bot from a user (a subscriber's `/start`), or a member joining a group. */
  message(message: {
    from: { id: number; username?: string };
    text?: string;
    chat?: { id: number; type: 'private' | 'supergroup'; title?: string };
    newChatMembers?: { id: number; username?: string }[];
  }): number {
    const update_id = ++this.nextUpdateId;
    const from = { is_bot: false, first_name: 'Subscriber', ...message.from };
    this.pending.push({
      update_id,
      message: {
        message_id: this.nextMessageId++,
        date: 1_795_000_000,
        from,
        chat: message.chat ?? { id: message.from.id, type: 'private', first_name: 'Subscriber' },
        ...(message.text === undefined ? {} : { text: message.text }),
        ...(message.newChatMembers
          ? {
              new_chat_members: message.newChatMembers.map((member) => ({
                is_bot: false,
                first_name: 'Member',
                ...member,
              })),
            }
          : {}),
      },
    });
    for (const waiter of this.waiters) waiter.wake();
    return update_id;
  }

  /** The next `count` calls of `method` fail as scripted (then it answers normally again). */
  failNext(method: string, failure: ScriptedFailure, count = 1): void {
    const list = this.failures.get(method) ?? [];
    for (let i = 0; i < count; i++) list.push(failure);
    this.failures.set(method, list);
  }

  /** Every sendMessage to `chatId` fails this way until `clearChatFailure` (a bot blocked by the user...). */
  failChat(chatId: string, failure: ScriptedFailure): void {
    this.chatFailures.set(chatId, failure);
  }

  /** Forgets the calls received and the failures scripted (between tests). */
  clearOut(): void {
    this.received.length = 0;
    this.failures.clear();
    this.chatFailures.clear();
    this.banned.clear();
    this.nextInvite = 1;
  }

  /** The messages received, optionally to one chat: chat id (as a string) and text. */
  messages(chatId?: string): { chatId: string; text: string; at: number }[] {
    return this.received
      .filter((call) => call.method === 'sendMessage')
      .map((call) => ({ chatId: String(call.body.chat_id), text: String(call.body.text), at: call.at }))
      .filter((message) => chatId === undefined || message.chatId === chatId);
  }

  /** Calls of one method. */
  callsOf(method: string): ReceivedCall[] {
    return this.received.filter((call) => call.method === method);
  }

  /**
   * Resolves once the bot has confirmed update `updateId` (asked getUpdates with a greater offset): a polling bot
   * asks for the next batch only after it has handled the last one.
   */
  confirmed(updateId: number): Promise<void> {
    if (this.confirmedBelow > updateId) return Promise.resolve();
    return new Promise((resolve) => this.confirmWaiters.push({ below: updateId + 1, resolve }));
  }

  async close(): Promise<void> {
    for (const waiter of this.waiters) waiter.wake();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const send = (status: number, payload: object) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (request.url === '/control/message' && request.method === 'POST') {
      send(200, { update_id: this.message(body as Parameters<FakeTelegram['message']>[0]) });
      return;
    }
    if (request.url === '/control/received' && request.method === 'GET') {
      send(200, { received: this.received });
      return;
    }
    if (!match || match[1] !== this.token) {
      send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const method = match[2]!;
    this.calls.push(method);
    if (method === 'getMe') {
      send(200, {
        ok: true,
        result: {
          id: 123456789,
          is_bot: true,
          first_name: 'SignalDesk test',
          username: 'signaldesk_test_bot',
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        },
      });
    } else if (method === 'deleteWebhook') {
      send(200, { ok: true, result: true });
    } else if (method === 'getUpdates') {
      send(200, { ok: true, result: await this.getUpdates(body, response) });
    } else if (OUT_METHODS.has(method)) {
      const failure = this.failures.get(method)?.shift() ?? this.failureOfChat(method, body);
      if (failure) {
        this.received.push({ method: `${method}:failed`, body, at: Date.now() });
        send(failure.status, {
          ok: false,
          error_code: failure.status,
          description: failure.description,
          ...(failure.retryAfter === undefined ? {} : { parameters: { retry_after: failure.retryAfter } }),
        });
        return;
      }
      this.received.push({ method, body, at: Date.now() });
      send(200, { ok: true, result: this.answer(method, body) });
    } else {
      send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  }

  private failureOfChat(method: string, body: Record<string, unknown>): ScriptedFailure | undefined {
    return method === 'sendMessage' ? this.chatFailures.get(String(body.chat_id)) : undefined;
  }

  private answer(method: string, body: Record<string, unknown>): unknown {
    const chat = String(body.chat_id);
    if (method === 'sendMessage') {
      return {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: chat.startsWith('-')
          ? { id: Number(chat), type: 'supergroup', title: 'A group' }
          : { id: Number(chat), type: 'private', first_name: 'Subscriber' },
        text: body.text,
      };
    }
    if (method === 'banChatMember') {
      this.banned.add(`${chat}:${String(body.user_id)}`);
      return true;
    }
    if (method === 'unbanChatMember') {
      this.banned.delete(`${chat}:${String(body.user_id)}`);
      return true;
    }
    // createChatInviteLink
    return {
      invite_link: `https://t.me/+invite${this.nextInvite++}`,
      creator: { id: 123456789, is_bot: true, first_name: 'SignalDesk test' },
      creates_join_request: false,
      is_primary: false,
      is_revoked: false,
      member_limit: body.member_limit,
      name: body.name,
    };
  }

  /** Whether `userId` is banned from `chatId` now (a ban without its unban). */
  isBanned(chatId: string, userId: number): boolean {
    return this.banned.has(`${chatId}:${userId}`);
  }

  private async getUpdates(body: Record<string, unknown>, response: ServerResponse) {
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const limit = typeof body.limit === 'number' ? Math.min(100, Math.max(1, body.limit)) : 100;
    const timeout = typeof body.timeout === 'number' ? body.timeout : 0;
    if (offset > 0) {
      this.pending = this.pending.filter((update) => update.update_id >= offset);
      this.confirmedBelow = Math.max(this.confirmedBelow, offset);
      this.confirmWaiters = this.confirmWaiters.filter((waiter) => {
        if (waiter.below > this.confirmedBelow) return true;
        waiter.resolve();
        return false;
      });
    }
    const ready = () => this.pending.filter((update) => update.update_id >= offset).slice(0, limit);
    if (ready().length === 0 && timeout > 0) {
      await new Promise<void>((resolve) => {
        const waiter: Waiter = {
          wake: () => {
            clearTimeout(timer);
            this.waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(waiter.wake, timeout * 1000);
        this.waiters.add(waiter);
        response.once('close', waiter.wake);
      });
    }
    return ready();
  }
}

const OUT_METHODS = new Set(['sendMessage', 'banChatMember', 'unbanChatMember', 'createChatInviteLink']);
