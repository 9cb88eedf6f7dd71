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

/** The rows' heading: the count in brackets appears with the rows, the summary card shows the bare title. */
const ROWS_HEADING = /Futures Positions \(/;

/**
 * Installed in the page before it loads: notes the time (from navigation start) of the first frame painted with
 * the rows. Playwright's own wait polls with a growing pause (up to 500 ms between looks) and runs its queries on
 * the page's busy main thread, so it reads late and slows what it measures; it is printed beside, for reference.
 */
const RECORD_ROWS_SHOWN = `
  const observer = new MutationObserver(() => {
    const shown = [...document.querySelectorAll('h3')].some((heading) => ${ROWS_HEADING}.test(heading.textContent));
    if (!shown) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.rowsShownAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });`;

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
        {
          label: 'compressed',
          headers: {} as Record<string, string>,
          inPage: [] as number[],
          polled: [] as number[],
        },
        {
          label: 'identity (as before)',
          headers: { 'accept-encoding': 'identity' },
          inPage: [] as number[],
          polled: [] as number[],
        },
      ];
      for (let run = 0; run < 9; run++) {
        for (const variant of variants) {
          const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: variant.headers });
          await context.addCookies(
            cookie.split('; ').map((pair) => {
              const [name, ...value] = pair.split('=');
              return { name: name!, value: value.join('='), url };
            }),
          );
          await context.addInitScript(RECORD_ROWS_SHOWN);
          const page = await context.newPage();
          const start = performance.now();
          await page.goto('/dashboard');
          await page.getByRole('heading', { name: ROWS_HEADING }).waitFor({ timeout: 60_000 });
          const polled = performance.now() - start;
          const inPage = await page.waitForFunction('window.rowsShownAt');
          // The first run of each warms the server's caches.
          if (run > 0) {
            variant.polled.push(polled);
            variant.inPage.push((await inPage.jsonValue()) as number);
          }
          await context.close();
        }
      }
      for (const { label, inPage, polled } of variants) {
        const compressed = label === 'compressed';
        results.push({
          name: `Overview until rows show, Chromium, ${label}`,
          median_ms: median(inPage),
          target: compressed ? '< 1000 ms' : undefined,
          pass: compressed ? median(inPage) < 1000 : undefined,
        });
        results.push({
          name: `  the same as Playwright's polling sees it, ${label}`,
          median_ms: median(polled),
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
