import { createServer } from 'node:net';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import { PriceStream, type PriceStreamStatus, useLivePrices } from './price-stream';

/** Waits on real I/O, generously: the machine may be busy. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 });

/** A tiny Binance-style stream on 127.0.0.1 that records what each connection sent. */
async function startStreamServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: { socket: ServerSocket; received: unknown[] }[] = [];
  server.on('connection', (socket) => {
    const connection = { socket, received: [] as unknown[] };
    connections.push(connection);
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as { id: number };
      connection.received.push(request);
      socket.send(JSON.stringify({ result: null, id: request.id }));
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return {
    url: `ws://127.0.0.1:${address.port}/ws`,
    connections,
    latest: () => connections.at(-1)!,
    sendTicker: (symbol: string, ask: string) =>
      connections
        .at(-1)!
        .socket.send(
          JSON.stringify({ e: 'bookTicker', u: 1, E: 1, T: 1, s: symbol, b: ask, B: '1', a: ask, A: '2' }),
        ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return address.port;
}

describe('PriceStream over a real socket', () => {
  let server: Awaited<ReturnType<typeof startStreamServer>>;
  let stream: PriceStream | undefined;

  beforeEach(async () => {
    server = await startStreamServer();
  });
  afterEach(async () => {
    stream?.close();
    await server.close();
  });

  it('subscribes, reports wanted prices, follows symbol changes and resubscribes after a reconnect', async () => {
    const prices: [string, number][] = [];
    stream = new PriceStream({
      url: server.url,
      onPrice: (symbol, ask) => prices.push([symbol, ask]),
      policy: { reconnectDelayMs: 20, sendIntervalMs: 10 },
    });
    stream.setSymbols(['btcusdt', 'ETHUSDT']);

    await eventually(() =>
      expect(server.latest().received).toEqual([
        { method: 'SUBSCRIBE', params: ['btcusdt@bookTicker', 'ethusdt@bookTicker'], id: 1 },
      ]),
    );

    server.sendTicker('XRPUSDT', '0.5');
    server.sendTicker('BTCUSDT', '65000.50');
    await eventually(() => expect(prices).toEqual([['BTCUSDT', 65000.5]]));

    stream.setSymbols(['ETHUSDT', 'SOLUSDT']);
    await eventually(() =>
      expect(server.latest().received.slice(1)).toEqual([
        { method: 'UNSUBSCRIBE', params: ['btcusdt@bookTicker'], id: 2 },
        { method: 'SUBSCRIBE', params: ['solusdt@bookTicker'], id: 3 },
      ]),
    );

    server.latest().socket.terminate();
    await eventually(() => expect(server.connections).toHaveLength(2));
    await eventually(() =>
      expect(server.latest().received).toEqual([
        { method: 'SUBSCRIBE', params: ['ethusdt@bookTicker', 'solusdt@bookTicker'], id: 4 },
      ]),
    );
  });

  it('reconnects on demand after giving up, with a fresh count of attempts', async () => {
    const statuses: PriceStreamStatus[] = [];
    stream = new PriceStream({
      url: server.url,
      onPrice: () => {},
      onStatus: (s) => statuses.push(s),
      policy: { maxReconnectAttempts: 0 },
    });
    await eventually(() => expect(statuses).toEqual(['connecting', 'open']));
    server.latest().socket.terminate();
    // No attempt left: closed for good.
    await eventually(() => expect(statuses.at(-1)).toBe('closed'));
    expect(server.connections).toHaveLength(1);

    stream.reconnect();
    await eventually(() => expect(statuses.slice(-2)).toEqual(['connecting', 'open']));
    expect(server.connections).toHaveLength(2);
  });

  it('feeds useLivePrices and drops symbols that leave the list', async () => {
    const { result, rerender, unmount } = renderHook(({ symbols }) => useLivePrices(symbols, server.url), {
      initialProps: { symbols: ['BTCUSDT'] },
    });
    await eventually(() => expect(server.connections[0]?.received).toHaveLength(1));
    server.sendTicker('BTCUSDT', '64000.25');
    await eventually(() => expect(result.current.get('BTCUSDT')).toBe(64000.25));

    rerender({ symbols: [] });
    expect(result.current.size).toBe(0);
    await eventually(() =>
      expect(server.latest().received.at(-1)).toEqual({
        method: 'UNSUBSCRIBE',
        params: ['btcusdt@bookTicker'],
        id: 2,
      }),
    );
    act(() => unmount());
  });
});

describe('PriceStream reconnect policy against a refused port (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries 5 s after each close, 5 times, then closes for good', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const statuses: PriceStreamStatus[] = [];
    const settled = async (count: number) => {
      // Refused connections end on real I/O; only the reconnect timers are fake.
      for (let i = 0; i < 500 && statuses.length < count; i++)
        await new Promise((resolve) => setImmediate(resolve));
      expect(statuses).toHaveLength(count);
    };
    const stream = new PriceStream({
      url: `ws://127.0.0.1:${await unusedPort()}/ws`,
      onPrice: () => {},
      onStatus: (s) => statuses.push(s),
    });

    await settled(2);
    expect(statuses).toEqual(['connecting', 'waiting-to-reconnect']);
    for (let attempt = 1; attempt <= 5; attempt++) {
      vi.advanceTimersByTime(4_999);
      expect(statuses).toHaveLength(2 * attempt);
      vi.advanceTimersByTime(1);
      expect(statuses.at(-1)).toBe('connecting');
      await settled(2 * attempt + 2);
    }
    expect(statuses.slice(-2)).toEqual(['connecting', 'closed']);
    expect(statuses.filter((status) => status === 'connecting')).toHaveLength(6);
    vi.advanceTimersByTime(60_000);
    expect(statuses).toHaveLength(12);
    stream.close();
  });
});
