import { bookTickerPayloadSchema } from '@signaldesk/contracts/market';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PriceHub } from '../../src/market/price-hub';
import { CLOSE_TOO_MANY_MESSAGES } from '../../src/market/ws/stream-connection-handler';
import type { StreamLimits } from '../../src/market/ws/stream-limits';
import { ScriptedExchange } from '../support/scripted-exchange';
import { StreamTestClient, startStreamServer } from '../support/stream-test-client';
import { waitFor } from '../support/wait-for';

describe('/ws: the Binance futures bookTicker protocol', () => {
  let exchange: ScriptedExchange;
  let hub: PriceHub;
  let server: Awaited<ReturnType<typeof startStreamServer>>;
  const clients: StreamTestClient[] = [];

  async function start(limits: Partial<StreamLimits> = {}) {
    server = await startStreamServer(hub, limits);
  }

  async function connect() {
    const client = await StreamTestClient.connect(server.url);
    clients.push(client);
    return client;
  }

  beforeEach(() => {
    exchange = new ScriptedExchange();
    hub = new PriceHub(exchange);
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await server.close();
  });

  it('acknowledges SUBSCRIBE with {result: null, id} and pushes raw bookTicker payloads', async () => {
    await start();
    const client = await connect();
    expect(await client.request('SUBSCRIBE', ['btcusdt@bookTicker'])).toEqual({ result: null, id: 1 });
    expect(exchange.upstreamCount('BTCUSDT')).toBe(1);

    exchange.tick('BTCUSDT', {
      updateId: 77,
      eventTime: 1_700_000_000_500,
      transactionTime: 1_700_000_000_499,
      bidPrice: 67321.1,
      bidQty: 1.5,
      askPrice: 67321.2,
      askQty: 0.25,
    });
    await waitFor(() => client.ticks().length === 1, 'one tick');
    const tick = client.ticks()[0]!;
    expect(Object.keys(tick)).toEqual(['e', 'u', 'E', 'T', 's', 'b', 'B', 'a', 'A']);
    expect(tick).toEqual({
      e: 'bookTicker',
      u: 77,
      E: 1_700_000_000_500,
      T: 1_700_000_000_499,
      s: 'BTCUSDT',
      b: '67321.1',
      B: '1.5',
      a: '67321.2',
      A: '0.25',
    });
    expect(bookTickerPayloadSchema.safeParse(tick).success).toBe(true);
  });

  it('keeps each tick of a synchronous burst a message of its own, in order', async () => {
    await start();
    const client = await connect();
    await client.request('SUBSCRIBE', ['btcusdt@bookTicker', 'ethusdt@bookTicker']);
    for (const updateId of [1, 2, 3]) exchange.tick('BTCUSDT', { updateId });
    exchange.tick('ETHUSDT', { updateId: 4 });
    await waitFor(() => client.ticks().length === 4, 'four ticks');
    expect(client.ticks().map((t) => [t.s, t.u])).toEqual([
      ['BTCUSDT', 1],
      ['BTCUSDT', 2],
      ['BTCUSDT', 3],
      ['ETHUSDT', 4],
    ]);
  });

  it('lists subscriptions and stops delivery after UNSUBSCRIBE', async () => {
    await start();
    const client = await connect();
    await client.request('SUBSCRIBE', ['btcusdt@bookTicker', 'ethusdt@bookTicker']);
    expect(await client.request('LIST_SUBSCRIPTIONS')).toEqual({
      result: ['btcusdt@bookTicker', 'ethusdt@bookTicker'],
      id: 2,
    });
    expect(await client.request('UNSUBSCRIBE', ['btcusdt@bookTicker'])).toEqual({ result: null, id: 3 });
    expect(exchange.upstreamCount('BTCUSDT')).toBe(0);

    exchange.tick('BTCUSDT');
    exchange.tick('ETHUSDT');
    await waitFor(() => client.ticks().length === 1, 'the ETH tick');
    // The ETH tick was sent after the BTC one: had BTC been delivered it would be here first.
    expect(client.ticks().map((t) => t.s)).toEqual(['ETHUSDT']);
  });

  it('shares one upstream subscription among clients and releases it when they leave', async () => {
    await start();
    const a = await connect();
    const b = await connect();
    await a.request('SUBSCRIBE', ['btcusdt@bookTicker']);
    await b.request('SUBSCRIBE', ['btcusdt@bookTicker']);
    expect(exchange.upstreamCount('BTCUSDT')).toBe(1);
    exchange.tick('BTCUSDT');
    await waitFor(() => a.ticks().length === 1 && b.ticks().length === 1, 'both clients got the tick');

    a.close();
    b.close();
    await waitFor(() => exchange.upstreamCount('BTCUSDT') === 0, 'the upstream released');
  });

  it("answers malformed requests with Binance's error codes", async () => {
    await start();
    const client = await connect();
    client.send('{not json');
    await waitFor(() => client.messages.length === 1, 'the JSON error');
    expect(client.messages[0]).toMatchObject({ error: { code: 3 }, id: null });
    expect((client.messages[0] as { error: { msg: string } }).error.msg).toMatch(/^Invalid JSON: /);

    client.send({ method: 'SUBSCRIBE_ALL', params: [], id: 7 });
    expect(await client.answerTo(7)).toEqual({
      error: { code: 2, msg: 'Invalid request: unknown method "SUBSCRIBE_ALL"' },
      id: 7,
    });

    client.send({ method: 'SUBSCRIBE', params: 'btcusdt@bookTicker', id: 8 });
    expect(await client.answerTo(8)).toMatchObject({ error: { code: 2 }, id: 8 });

    client.send({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m'], id: 9 });
    expect(await client.answerTo(9)).toEqual({
      error: {
        code: 2,
        msg: 'Invalid request: unsupported stream "btcusdt@kline_1m", expected <symbol>@bookTicker',
      },
      id: 9,
    });

    client.send({ method: 'SET_PROPERTY', params: ['verbose', true], id: 10 });
    expect(await client.answerTo(10)).toEqual({ error: { code: 0, msg: 'Unknown property' }, id: 10 });

    client.send({ method: 'SET_PROPERTY', params: ['combined', 'yes'], id: 11 });
    expect(await client.answerTo(11)).toEqual({
      error: { code: 1, msg: 'Invalid value type: expected Boolean' },
      id: 11,
    });

    client.send({ method: 'LIST_SUBSCRIPTIONS', id: -4 });
    await waitFor(() => client.messages.length === 7, 'the bad id error');
    expect(client.messages[6]).toMatchObject({ error: { code: 2 }, id: null });
    expect(client.closeCode).toBeUndefined();
  });

  it('wraps payloads as {stream, data} once combined is set', async () => {
    await start();
    const client = await connect();
    expect(await client.request('SET_PROPERTY', ['combined', true])).toEqual({ result: null, id: 1 });
    expect(await client.request('GET_PROPERTY', ['combined'])).toEqual({ result: true, id: 2 });
    await client.request('SUBSCRIBE', ['btcusdt@bookTicker']);
    exchange.tick('BTCUSDT');
    await waitFor(() => client.messages.length === 4, 'the combined tick');
    expect(client.messages[3]).toMatchObject({
      stream: 'btcusdt@bookTicker',
      data: { e: 'bookTicker', s: 'BTCUSDT' },
    });
  });

  it('caps the streams of one connection (200 by default)', async () => {
    await start();
    const client = await connect();
    const streams = Array.from({ length: 200 }, (_, i) => `sym${i}usdt@bookTicker`);
    expect(await client.request('SUBSCRIBE', streams)).toEqual({ result: null, id: 1 });
    expect(await client.request('SUBSCRIBE', ['one0moreusdt@bookTicker'])).toEqual({
      error: { code: 2, msg: 'Invalid request: too many streams, at most 200 per connection' },
      id: 2,
    });
    // subscribing again to a stream already held is not a new stream
    expect(await client.request('SUBSCRIBE', ['sym0usdt@bookTicker'])).toEqual({ result: null, id: 3 });
    expect(hub.stats().upstreamSubscriptions).toBe(200);
  });

  it('closes a connection that sends more than 10 messages in a second', async () => {
    await start();
    const client = await connect();
    for (let i = 1; i <= 11; i++) client.send({ method: 'LIST_SUBSCRIPTIONS', id: i });
    expect(await client.closed()).toBe(CLOSE_TOO_MANY_MESSAGES);
    const answered = client.messages.filter((m) => typeof m === 'object' && m !== null && 'result' in m);
    expect(answered).toHaveLength(10);
  });

  it('pings the client and closes a connection that stops answering', async () => {
    await start({ pingIntervalMs: 30, pongTimeoutMs: 100 });
    const alive = await connect();
    let pings = 0;
    alive.socket.on('ping', () => pings++);
    const silent = await StreamTestClient.connect(server.url, { autoPong: false });
    clients.push(silent);

    expect(await silent.closed()).toBe(1006);
    await waitFor(() => pings >= 5, 'five pings to the live client');
    expect(alive.closeCode).toBeUndefined();
  });
});
