import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from '../../../web/test/endpoints';
import type { RegisteredRoute } from '../../src/app-types';
import { buildTestApp, type TestApp } from '../support/test-app';

/*
 * The console's calls (apps/web/test/endpoints.ts, what its test stubs answer through) are the server's routes with
 * the very same contracts schemas: a stub cannot accept a body, a query or an answer the server would not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function routeOf(call: string): RegisteredRoute | undefined {
  const [method, path] = call.split(' ');
  return t.app.routeTable.find((route) => route.method === method && route.url === path);
}

describe("the console's calls", () => {
  it.each(Object.entries(ENDPOINTS))('%s is a route with the same schemas', (call, schemas) => {
    const route = routeOf(call);
    expect(route, `${call} is not a route of the server`).toBeDefined();
    const schema = route?.schema as {
      body?: unknown;
      querystring?: unknown;
      response?: Record<string, unknown>;
    };
    if ('body' in schemas) {
      // A route that reads no body: the stub insists on an empty one (what the console sends for its CSRF header).
      if (schema.body === undefined)
        expect((schemas.body as z.ZodType).safeParse({}).success, `${call}: body`).toBe(true);
      else expect(schema.body, `${call}: body`).toBe(schemas.body);
    }
    if ('query' in schemas) expect(schema.querystring, `${call}: query`).toBe(schemas.query);
    const answers = Object.entries(schema.response ?? {})
      .filter(([status]) => status.startsWith('2'))
      .map(([, answer]) => answer);
    // A file download (the CSV export) declares no JSON answer; the stub answers it with a file.
    if (answers.length === 0) expect(schemas.answer.safeParse(new Response('')).success, call).toBe(true);
    else expect(answers, `${call}: answer`).toContain(schemas.answer);
  });
});
