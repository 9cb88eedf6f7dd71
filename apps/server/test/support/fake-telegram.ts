import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Telegram's Bot API on 127.0.0.1 (random port), speaking its wire format for what a polling
 * bot calls: `POST /bot<token>/<method>` with a JSON body, answered `{ok: true, result}` or
 * `{ok: false, error_code, description}`. getMe, deleteWebhook, and getUpdates with the Bot API's semantics:
 * `offset` confirms (forgets) every update below it, `limit` caps the batch, and `timeout` holds the request open
 * up to that many seconds until an update arrives (long polling). A wrong token is a 401.
 */

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
  private server: Server | undefined;
  private pending: { update_id: number; channel_post: object }[] = [];
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
    } else {
      send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
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
