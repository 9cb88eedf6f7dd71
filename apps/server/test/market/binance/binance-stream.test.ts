import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBinanceExchange } from '../../../src/market/binance/binance-exchange';
import type { BookTicker, Exchange } from '../../../src/market/exchange';
import { FakeBinance } from '../../support/fake-binance';
import { waitFor } from '../../support/wait-for';

const BTC_TICK = {
  s: 'BTCUSDT',
  u: 400900217,
  b: '67321.10',
  B: '31.21000000',
  a: '67321.20',
  A: '40.66000000',
};

describe('Binance bookTicker stream against a local Binance', () => {
  let binance: FakeBinance;
  let exchange: Exchange;

  function create(stream: Parameters<typeof createBinanceExchange>[0]['stream'] = {}) {
    exchange = createBinanceExchange({
      futuresRestUrl: binance.httpUrl,
      spotRestUrl: binance.httpUrl,
      futuresStreamUrl: binance.wsUrl,
      spotStreamUrl: binance.wsUrl,
      stream: { controlMessageSpacingMs: 20, reconnectDelayMs: 20, ...stream },
    });
    return exchange;
  }

  beforeEach(async () => {
    binance = await new FakeBinance().start();
  });

  afterEach(async () => {
    await exchange?.close();
    await binance.stop();
  });

  it('connects to /public/ws, subscribes in one batched message and parses the payload exactly', async () => {
    create();
    const received: BookTicker[] = [];
    exchange.subscribeBookTicker('BTCUSDT', (t) => received.push(t));
    exchange.subscribeBookTicker('ETHUSDT', () => {});
    exchange.subscribeBookTicker('PEPEUSDT', () => {});
    await waitFor(() => binance.streamClients[0]?.streams.size === 3, 'three streams subscribed');

    const client = binance.streamClients[0]!;
    expect(client.path).toBe('/public/ws');
    expect(client.received).toEqual([
      {
        method: 'SUBSCRIBE',
        params: ['btcusdt@bookTicker', 'ethusdt@bookTicker', 'pepeusdt@bookTicker'],
        id: 1,
      },
    ]);

    binance.pushBookTicker(BTC_TICK);
    await waitFor(() => received.length === 1, 'one tick');
    expect(received[0]).toEqual({
      symbol: 'BTCUSDT',
      updateId: 400900217,
      eventTime: 1_700_000_000_123,
      transactionTime: 1_700_000_000_120,
      bidPrice: 67321.1,
      bidQty: 31.21,
      askPrice: 67321.2,
      askQty: 40.66,
      text: { bidPrice: '67321.10', bidQty: '31.21000000', askPrice: '67321.20', askQty: '40.66000000' },
    });
  });

  it('holds one stream for several listeners and unsubscribes when the last leaves', async () => {
    create();
    const a: BookTicker[] = [];
    const b: BookTicker[] = [];
    const stopA = exchange.subscribeBookTicker('BTCUSDT', (t) => a.push(t));
    const stopB = exchange.subscribeBookTicker('BTCUSDT', (t) => b.push(t));
    exchange.subscribeBookTicker('ETHUSDT', () => {});
    await waitFor(() => binance.streamClients[0]?.streams.size === 2, 'two streams');
    binance.pushBookTicker(BTC_TICK);
    await waitFor(() => a.length === 1 && b.length === 1, 'both listeners got the tick');

    stopA();
    stopB();
    await waitFor(() => binance.streamClients[0]?.streams.size === 1, 'btc unsubscribed');
    expect(binance.streamClients[0]!.received.at(-1)).toMatchObject({
      method: 'UNSUBSCRIBE',
      params: ['btcusdt@bookTicker'],
    });
  });

  it('reconnects and subscribes again after the server cuts the connection', async () => {
    create();
    const received: BookTicker[] = [];
    exchange.subscribeBookTicker('BTCUSDT', (t) => received.push(t));
    exchange.subscribeBookTicker('ETHUSDT', () => {});
    await waitFor(() => binance.streamClients[0]?.streams.size === 2, 'first subscription');

    binance.dropStreamConnections();
    await waitFor(() => binance.streamClients[1]?.streams.size === 2, 'second connection subscribed');
    expect(binance.streamClients[1]!.received[0]).toMatchObject({
      method: 'SUBSCRIBE',
      params: ['btcusdt@bookTicker', 'ethusdt@bookTicker'],
    });
    binance.pushBookTicker(BTC_TICK);
    await waitFor(() => received.length === 1, 'tick after the reconnect');
  });

  it('reconnects on its own before the connection lifetime runs out (the 24 h cut)', async () => {
    create({ maxConnectionLifetimeMs: 150 });
    exchange.subscribeBookTicker('BTCUSDT', () => {});
    await waitFor(() => binance.streamClients.length >= 2, 'a planned reconnect');
    await waitFor(() => binance.streamClients[1]!.streams.has('btcusdt@bookTicker'), 'resubscribed');
  });

  it('reconnects when the connection goes silent past the idle timeout', async () => {
    create({ idleTimeoutMs: 150 });
    exchange.subscribeBookTicker('BTCUSDT', () => {});
    await waitFor(() => binance.streamClients.length >= 2, 'a reconnect after silence');
  });

  it('answers server pings, which keeps a quiet connection alive', async () => {
    create({ idleTimeoutMs: 400 });
    exchange.subscribeBookTicker('BTCUSDT', () => {});
    await waitFor(() => binance.openStreamClients().length === 1, 'connected');
    binance.pingEvery(50);
    await waitFor(() => (binance.streamClients[0]?.pongs ?? 0) >= 12, 'twelve pongs (600 ms of pings)');
    expect(binance.streamClients).toHaveLength(1);
  });

  it('opens another connection past the streams-per-connection cap', async () => {
    create({ maxStreamsPerConnection: 2 });
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'PEPEUSDT']) exchange.subscribeBookTicker(symbol, () => {});
    await waitFor(
      () => binance.openStreamClients().reduce((sum, c) => sum + c.streams.size, 0) === 3,
      'three streams over two connections',
    );
    expect(binance.openStreamClients().map((c) => c.streams.size)).toEqual([2, 1]);
  });

  it('reads spot bookTicker (no e, E, T) from <spot>/ws', async () => {
    create();
    const received: BookTicker[] = [];
    exchange.subscribeBookTicker('BTCUSDT', (t) => received.push(t), 'spot');
    await waitFor(() => binance.streamClients[0]?.streams.size === 1, 'spot subscription');
    expect(binance.streamClients[0]!.path).toBe('/ws');
    binance.pushBookTicker(BTC_TICK, true);
    await waitFor(() => received.length === 1, 'spot tick');
    expect(received[0]).toMatchObject({ symbol: 'BTCUSDT', askPrice: 67321.2, updateId: 400900217 });
  });
});
