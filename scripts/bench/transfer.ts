/**
 * Bytes on the wire and the Overview's time until rows show (docs/operations.md, Compression): the real server in
 * demo mode (built console, PGlite, demo history), asked as a browser would, with and without compression.
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../../e2e/support/demo-server';
import { type BenchResult, median } from './bench-result';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The raw bytes of one GET, as they cross the wire (no decompression). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/loginAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchTransfer(): Promise<BenchResult[]> {
  const server = await startDemoServer();
  const { url } = server;
  try {
    const cookie = await signIn(url);
    const results: BenchResult[] = [];
    const bytesOf = async (pathname: string, encoding: string | null) =>
      wireBytes(`${url}${pathname}`, { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) });

    const history = '/api/trader-tracker/closedPositions';
    const plain = await bytesOf(history, null);
    const brotli = await bytesOf(history, 'gzip, deflate, br');
    const gzip = await bytesOf(history, 'gzip');
    results.push({
      name: 'closedPositions bytes: identity → br / gzip',
      median_ms: 0,
      unit_rate: `${kb(plain)} → ${kb(brotli)} / ${kb(gzip)} (${((brotli / plain) * 100).toFixed(1)} %)`,
    });

    const assets = readdirSync(path.join(ROOT, 'apps/web/dist/assets'))
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => `/assets/${name}`);
    let assetsPlain = 0;
    let assetsBrotli = 0;
    for (const asset of ['/', ...assets]) {
      assetsPlain += await bytesOf(asset, null);
      assetsBrotli += await bytesOf(asset, 'gzip, deflate, br');
    }
    results.push({
      name: "console's files bytes: identity → br (precompressed)",
      median_ms: 0,
      unit_rate: `${kb(assetsPlain)} → ${kb(assetsBrotli)}`,
    });

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox'],
    });
    try {
      // Alternated run by run, so a busy moment of the shared machine weighs on both alike.
      const variants = [
        { label: 'compressed', headers: {} as Record<string, string>, durations: [] as number[] },
        {
          label: 'identity (as before)',
          headers: { 'accept-encoding': 'identity' },
          durations: [] as number[],
        },
      ];
      for (let run = 0; run < 7; run++) {
        for (const variant of variants) {
          const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: variant.headers });
          await context.addCookies(
            cookie.split('; ').map((pair) => {
              const [name, ...value] = pair.split('=');
              return { name: name!, value: value.join('='), url };
            }),
          );
          const page = await context.newPage();
          const start = performance.now();
          await page.goto('/dashboard');
          await page.getByRole('heading', { name: /Futures Positions \(/ }).waitFor({ timeout: 60_000 });
          // The first run of each warms the server's caches.
          if (run > 0) variant.durations.push(performance.now() - start);
          await context.close();
        }
      }
      for (const { label, durations } of variants) {
        const compressed = label === 'compressed';
        results.push({
          name: `Overview until rows show, Chromium, ${label}`,
          median_ms: median(durations),
          target: compressed ? '< 1000 ms' : undefined,
          pass: compressed ? median(durations) < 1000 : undefined,
        });
      }
    } finally {
      await browser.close();
    }
    return results;
  } finally {
    await server.stop();
  }
}
