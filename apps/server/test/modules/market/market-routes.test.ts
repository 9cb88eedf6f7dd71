import type { AddressInfo } from 'node:net';
import {
  lastPricesResponseSchema,
  tickSizesResponseSchema,
  topMoversResponseSchema,
} from '@signaldesk/contracts/market';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ScriptedExchange } from '../../support/scripted-exchange';
import { StreamTestClient } from '../../support/stream-test-client';
import { buildTestApp, signIn, type TestApp } from '../../support/test-app';
import { waitFor } from '../../support/wait-for';

describe('market routes on the real app', () => {
  let testApp: TestApp;
  let exchange: ScriptedExchange;

  beforeEach(async () => {
    exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT']);
    // The price hub comes from test-deps.ts, over this exchange.
    testApp = await buildTestApp({ deps: { exchange } });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('answers top movers to admin1 only', async () => {
    const { app } = testApp;
    expect((await app.inject({ method: 'GET', url: '/api/binance-top-movers' })).statusCode).toBe(401);
    const admin2 = await signIn(app, 'backtester');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/binance-top-movers',
      headers: { cookie: admin2 },
    });
    expect(refused.statusCode).toBe(403);

    const admin1 = await signIn(app, 'admin');
    const answer = await app.inject({
      method: 'GET',
      url: '/api/binance-top-movers',
      headers: { cookie: admin1 },
    });
    expect(answer.statusCode).toBe(200);
    const body = topMoversResponseSchema.parse(answer.json());
    expect(body.topGainers['1h']).toEqual([]);
  });

  it('answers last prices to admin1, leaving out unpriced symbols, and names the field of a bad query', async () => {
    const { app } = testApp;
    exchange.prices.set('BTCUSDT', 67_000.5);
    const get = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get('/api/market/last-prices?symbols=BTCUSDT')).statusCode).toBe(401);
    const backtester = await signIn(app, 'backtester');
    expect((await get('/api/market/last-prices?symbols=BTCUSDT', backtester)).statusCode).toBe(403);

    const admin1 = await signIn(app, 'admin');
    const answer = await get('/api/market/last-prices?symbols=btcusdt,ETHUSDT,BTCUSDT', admin1);
    expect(answer.statusCode).toBe(200);
    expect(lastPricesResponseSchema.parse(answer.json()).data).toEqual({ BTCUSDT: 67_000.5 });

    const bad = await get('/api/market/last-prices?symbols=BTC-USDT', admin1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((field: { path: string }) => field.path)).toEqual(['symbols.0']);
    const tooMany = Array.from({ length: 101 }, (_, i) => `S${i}USDT`).join(',');
    expect((await get(`/api/market/last-prices?symbols=${tooMany}`, admin1)).statusCode).toBe(400);
  });

  it('answers the tick sizes the exchange knows to admin1, leaving out symbols without one', async () => {
    const { app } = testApp;
    exchange.listPerpetuals(['BTCUSDT', 'PEPEUSDT', 'NEWUSDT']);
    Object.assign(exchange.symbols[0]!, { tickSize: 0.1, priceDecimals: 1 });
    Object.assign(exchange.symbols[1]!, { tickSize: 1e-7, priceDecimals: 7 });
    const get = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/market/tick-sizes', headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(await signIn(app, 'backtester'))).statusCode).toBe(403);
    const answer = await get(await signIn(app, 'admin'));
    expect(answer.statusCode).toBe(200);
    expect(tickSizesResponseSchema.parse(answer.json()).data).toEqual({
      BTCUSDT: { tickSize: 0.1, priceDecimals: 1 },
      PEPEUSDT: { tickSize: 1e-7, priceDecimals: 7 },
    });
  });

  it('serves /ws to a signed-in admin1 and refuses the upgrade without a session', async () => {
    const { app } = testApp;
    const cookie = await signIn(app, 'admin');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;

    const upgradeStatus = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { headers });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          response.destroy();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
      });
    expect(await upgradeStatus({})).toBe(401);
    // Cross-site websocket hijacking: the right cookie from a foreign page is refused.
    expect(await upgradeStatus({ cookie, origin: 'https://evil.example' })).toBe(403);

    const client = await StreamTestClient.connect(url, { headers: { cookie } });
    expect(await client.request('SUBSCRIBE', ['btcusdt@bookTicker'])).toEqual({ result: null, id: 1 });
    exchange.tick('BTCUSDT', { askPrice: 67321.2 });
    await waitFor(() => client.ticks().length === 1, 'a tick over the app route');
    expect(client.ticks()[0]).toMatchObject({ e: 'bookTicker', s: 'BTCUSDT', a: '67321.2' });
    client.close();
  });
});
