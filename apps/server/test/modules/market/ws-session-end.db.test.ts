import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admins, sessions } from '../../../src/db/schema';
import { PriceHub } from '../../../src/market/price-hub';
import { deleteSessionsOfAdmin, findAdminByUsername } from '../../../src/modules/auth/auth.repository';
import { CLOSE_SESSION_ENDED } from '../../../src/modules/auth/live-sessions';
import { ScriptedExchange } from '../../support/scripted-exchange';
import { StreamTestClient } from '../../support/stream-test-client';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../../support/test-app';

// A price socket lives only as long as the session it was opened with (docs/architecture.md, Decisions).
describe('/ws sockets end with their session', () => {
  let t: TestApp;
  let url: string;

  beforeEach(async () => {
    const exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT']);
    t = await buildTestApp({
      deps: { exchange, priceHub: new PriceHub(exchange) },
      env: { SESSION_TTL_HOURS: '1' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterEach(() => t.close());

  const verify = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } }).then((r) => r.statusCode);

  async function openSocket(cookie: string): Promise<StreamTestClient> {
    const client = await StreamTestClient.connect(url, { headers: { cookie } });
    expect(await client.request('SUBSCRIBE', ['btcusdt@bookTicker'])).toEqual({ result: null, id: 1 });
    return client;
  }

  it('closes the sockets of a session at logout, and only those', async () => {
    const cookie = await signIn(t.app, 'admin');
    const other = await signIn(t.app, 'admin');
    const [first, second, kept] = [
      await openSocket(cookie),
      await openSocket(cookie),
      await openSocket(other),
    ];
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...JSON_HEADERS, cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(await first.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(await second.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(kept.closeCode).toBeUndefined();
    expect(await kept.request('LIST_SUBSCRIPTIONS')).toEqual({ result: ['btcusdt@bookTicker'], id: 2 });
    expect(await verify(cookie)).toBe(401);
    expect(await verify(other)).toBe(200);
    kept.close();
  });

  it('closes the sockets and ends the cached session when the admin is disabled by another process', async () => {
    const cookie = await signIn(t.app, 'admin');
    expect(await verify(cookie)).toBe(200); // now cached
    const socket = await openSocket(cookie);
    // What `npm run admin -- disable` does, on the same database: the server hears of it through NOTIFY only.
    const admin = (await findAdminByUsername(t.database.db, 'admin'))!;
    await t.database.db.update(admins).set({ disabled: true }).where(eq(admins.id, admin.id));
    await deleteSessionsOfAdmin(t.database.db, admin.id);
    expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(await verify(cookie)).toBe(401);
  });

  it('closes a socket whose session expired at the next re-check', async () => {
    const cookie = await signIn(t.app, 'admin');
    const socket = await openSocket(cookie);
    await t.app.liveSessions.recheck();
    expect(socket.closeCode).toBeUndefined();
    t.clock.now += 61 * 60_000; // SESSION_TTL_HOURS=1
    await t.app.liveSessions.recheck();
    expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(await verify(cookie)).toBe(401);
  });

  it('closes a socket whose session row vanished without a notice at the next re-check', async () => {
    const cookie = await signIn(t.app, 'admin');
    const socket = await openSocket(cookie);
    await t.database.db.delete(sessions);
    await t.app.liveSessions.recheck();
    expect(await socket.closed()).toBe(CLOSE_SESSION_ENDED);
  });
});
