import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { endpoints, type RouteAccess } from '@signaldesk/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

/*
 * The OpenAPI document (docs/api.md, The OpenAPI document) is built from the routes the app registers: it must be
 * a valid OpenAPI 3.1 document (checked by a maintained validator, not by us) and name every route with the access
 * the route enforces. docs/api.md's table of calls agrees with the endpoint registry, row for row.
 */
const API_DOC = readFileSync(path.resolve(__dirname, '../../../../docs/api.md'), 'utf8');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  'x-access': string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await buildTestApp();
  const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(async () => {
  await t.close();
});

/** `METHOD /path` of every operation of the document, paths written `{param}`. */
function documentedCalls(): Map<string, Operation> {
  const calls = new Map<string, Operation>();
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (operation) calls.set(`${method.toUpperCase()} ${route}`, operation);
    }
  }
  return calls;
}

/** Every `METHOD /path` the app registered (its route table, app.ts), HEAD left out. */
function registeredCalls(): Set<string> {
  return new Set(
    t.app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
  );
}

/** The rows of docs/api.md's table of calls: `METHOD /path` → the access column. */
function docRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const [, call, access] of API_DOC.matchAll(
    /^\| `((?:GET|POST|PUT|PATCH|DELETE) \/[^`]*)`[^|]*\| ([^|]+)\|/gm,
  )) {
    rows.set(call as string, (access as string).trim());
  }
  return rows;
}

/** How docs/api.md writes each access of the registry's closed set (contracts/endpoints/access.ts). */
const ACCESS_WORDS: Record<RouteAccess, RegExp> = {
  public: /^public$/,
  'session-optional': /^public \(reads the session\)$/,
  authenticated: /^any admin/,
  admin1: /^admin1$/,
  'api-key': /API key/,
  signature: /signature/,
};

describe('the OpenAPI document, GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every route the app registers, each with the access it enforces and its security scheme', () => {
    const documented = documentedCalls();
    expect([...registeredCalls()].sort()).toEqual([...documented.keys()].sort());
    expect(documented.get('GET /api/trader-tracker/openPositions')).toMatchObject({
      'x-access': 'admin1',
      security: [{ adminSession: [] }],
    });
    expect(documented.get('POST /api/billing/stripe-webhook')?.security).toEqual([{ stripeSignature: [] }]);
    expect(documented.get('GET /api/health')?.security).toBeUndefined();
  });

  it('describes the webhook body a signal provider sends, as JSON or as text', () => {
    const webhook = documentedCalls().get('POST /api/signals');
    expect(webhook?.['x-access']).toBe('api-key');
    expect(Object.keys(webhook?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'text/plain',
    ]);
    expect(JSON.stringify(webhook?.requestBody?.content['application/json']?.schema)).toContain('"symbol"');
  });
});

describe('docs/api.md', () => {
  it('lists every endpoint of the registry, row for row, with its access', () => {
    const rows = docRows();
    const inRegistry = new Map(
      Object.values(endpoints).map((entry) => [
        `${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`,
        entry.access,
      ]),
    );
    expect([...rows.keys()].sort()).toEqual([...inRegistry.keys()].sort());
    for (const [call, words] of rows) {
      const access = inRegistry.get(call) ?? 'public';
      expect(words, `${call}: docs/api.md says "${words}", the registry says ${access}`).toMatch(
        ACCESS_WORDS[access],
      );
    }
  });
});

describe('the webhook reference page, GET /api/reference/webhooks', () => {
  it('shows a signal provider each call a source key opens, its body fields and the document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/reference/webhooks' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<code>POST /api/signals</code>');
    expect(page.body).toContain('<code>symbol</code>');
    expect(page.body).toContain('href="/api/openapi.json"');
    // Only what a source key opens: no console call is described there.
    expect(page.body).not.toContain('/api/trader-tracker');
  });
});
