import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { MarketLogger } from '../../src/market/market-logger';
import type { PriceHub } from '../../src/market/price-hub';
import { handleStreamConnection } from '../../src/market/ws/stream-connection-handler';
import type { StreamLimits } from '../../src/market/ws/stream-limits';
import { waitFor } from './wait-for';

/** A bare HTTP + `ws` server on 127.0.0.1 whose every connection speaks the `/ws` protocol over `hub`. */
export async function startStreamServer(
  hub: PriceHub,
  limits: Partial<StreamLimits> = {},
  logger?: MarketLogger,
): Promise<{ url: string; close: () => Promise<void>; server: Server }> {
  const server = createServer();
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => handleStreamConnection(socket, { hub, limits, logger }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    server,
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real `ws` client that keeps every message it receives, parsed. */
export class StreamTestClient {
  readonly messages: unknown[] = [];
  closeCode: number | undefined;
  private nextId = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(JSON.parse(data.toString())));
    socket.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static async connect(
    url: string,
    options?: ConstructorParameters<typeof WebSocket>[2],
  ): Promise<StreamTestClient> {
    const socket = new WebSocket(url, options);
    const client = new StreamTestClient(socket);
    await once(socket, 'open');
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Sends `{method, params, id}` and waits for the answer carrying that id. */
  async request(method: string, params?: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    this.send(params === undefined ? { method, id } : { method, params, id });
    return this.answerTo(id);
  }

  async answerTo(id: unknown): Promise<unknown> {
    const isAnswer = (m: unknown) => typeof m === 'object' && m !== null && 'id' in m && m.id === id;
    await waitFor(() => this.messages.some(isAnswer), `the answer to request ${String(id)}`);
    return this.messages.find(isAnswer);
  }

  /** Messages that are bookTicker payloads. */
  ticks(): Array<Record<string, unknown>> {
    return this.messages.filter(
      (m): m is Record<string, unknown> => typeof m === 'object' && m !== null && 'e' in m,
    );
  }

  async closed(): Promise<number> {
    await waitFor(() => this.closeCode !== undefined, 'the connection to close');
    return this.closeCode!;
  }

  close(): void {
    this.socket.terminate();
  }
}
