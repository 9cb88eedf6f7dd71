import { endpoints } from '@signaldesk/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/app-types';
import { buildTestApp, type TestApp } from '../support/test-app';

/*
 * The endpoint registry (docs/architecture.md, Adding an endpoint) and the app's routes are the same list: every
 * route the app registers is an entry, every entry is registered, each with the entry's access and the very same
 * contracts schemas (what the console's client and its test stub read).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const entries = Object.entries(endpoints);
const callOf = (route: { method: string; url?: string; path?: string }) =>
  `${route.method} ${route.url ?? route.path}`;

/** Every route the app registered (its route table, app.ts), HEAD left out (Fastify adds one to each GET). */
function registered(): Map<string, RegisteredRoute> {
  return new Map(
    t.app.routeTable.filter((route) => route.method !== 'HEAD').map((route) => [callOf(route), route]),
  );
}

describe('the endpoint registry and the routes the app registers', () => {
  it('are the same calls', () => {
    const inRegistry = entries.map(([, entry]) => callOf(entry)).sort();
    expect([...registered().keys()].sort()).toEqual(inRegistry);
  });

  it.each(entries)("%s: the route has the entry's access and schemas", (_name, entry) => {
    const route = registered().get(callOf(entry));
    expect(route?.access).toBe(entry.access);
    const schema = route?.schema as Record<string, unknown>;
    expect(schema.params).toBe('params' in entry ? entry.params : undefined);
    expect(schema.querystring).toBe('query' in entry ? entry.query : undefined);
    expect(schema.body).toBe('body' in entry ? entry.body : undefined);
    const response = Object.keys(entry.response).length > 0 ? entry.response : undefined;
    expect(schema.response).toBe(response);
  });
});
