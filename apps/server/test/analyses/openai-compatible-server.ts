import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletion {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

export type CompletionReply =
  | { kind: 'text'; text: string }
  | { kind: 'error'; status: number; message: string }
  /** Never answers (a provider that hangs). */
  | { kind: 'hang' };

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`), so the openai
 * SDK talks to it exactly as to a provider. It records every request and answers with `reply`.
 */
export class OpenAiCompatibleServer {
  readonly received: ReceivedCompletion[] = [];
  reply: CompletionReply = { kind: 'text', text: 'A report.' };
  private readonly server: Server;
  private readonly hanging = new Set<IncomingMessage>();

  private constructor() {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        this.received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        const reply = this.reply;
        if (reply.kind === 'hang') {
          this.hanging.add(request);
          return;
        }
        if (reply.kind === 'error') {
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `chatcmpl-${this.received.length}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: this.received.at(-1)?.body.model,
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.text } },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      });
    });
  }

  static async start(): Promise<OpenAiCompatibleServer> {
    const instance = new OpenAiCompatibleServer();
    await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
    return instance;
  }

  /** The base URL to give as AI_BASE_URL. */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
