import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPosition } from '../../src/modules/positions/positions.repository';
import { testPositionValues } from '../positions/positions-fixture';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';

let t: TestApp;
let dist: string;
let cookie: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'signaldesk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SignalDesk</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), script);
  // The twins the build writes (apps/web/precompress-plugin.ts).
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync(script));
  t = await buildTestApp({ webDistDir: dist });
  cookie = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('compression (docs/operations.md, Compression)', () => {
  it("serves the console's files from their precompressed twins, as the client accepts", async () => {
    const brotli = await get('/assets/app.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    for (let i = 0; i < 20; i++) {
      await insertPosition(
        t.database.db,
        testPositionValues({
          status: 'closed',
          exitPrice: 101,
          finalProfitPercentage: 1,
          closedAt: new Date(Date.UTC(2026, 10, 2, 0, i)),
          closeReason: 'TP1',
        }),
      );
    }
    const plain = await get('/api/trader-tracker/closedPositions', { cookie });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await get('/api/trader-tracker/closedPositions', {
      cookie,
      'accept-encoding': 'gzip, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/auth/verify', { cookie, 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
