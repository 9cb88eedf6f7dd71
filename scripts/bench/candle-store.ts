/**
 * Candle store benchmark (issue 3):
 * - read: a 90-day range of one symbol from month files in the page cache into typed arrays, the store's caches
 *   (decoded months, file layouts) emptied before each run; target >= 20 M candles/s. The same read with the file
 *   layouts known is shown too.
 * - fill: the simulated market generating candles and the store writing them (temporary file, fsync, rename,
 *   folder fsync); target >= 2 M candles/s. Generation alone is shown too.
 *
 * Alone: `node --import tsx scripts/bench/candle-store.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileCandleStore } from '../../apps/server/src/market/candle-store/file-candle-store';
import { fillCandleStore } from '../../apps/server/src/market/candle-store/fill-candle-store';
import { SIMULATED_SYMBOLS } from '../../apps/server/src/market/simulated/catalogue';
import { SimulatedExchange } from '../../apps/server/src/market/simulated/simulated-exchange';
import { type BenchResult, median, timeRuns } from './bench-result';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);

function rate(candles: number, ms: number): string {
  return `${(candles / ms / 1000).toFixed(1)} M candles/s`;
}

/** Runs `run` and returns the median wall time and the CPU time (all threads) per run, in ms. */
async function measure(
  run: () => unknown,
  times: number,
  warmup = 1,
): Promise<{ wallMs: number; cpuMs: number }> {
  for (let index = 0; index < warmup; index++) await run();
  const before = process.cpuUsage();
  const durations = await timeRuns(run, times, 0);
  const cpu = process.cpuUsage(before);
  return { wallMs: median(durations), cpuMs: (cpu.user + cpu.system) / 1000 / times };
}

/** Wall-clock rate, with the rate per CPU-second beside it (the figure a busy machine distorts least). */
function rates(candles: number, timing: { wallMs: number; cpuMs: number }): string {
  return `${rate(candles, timing.wallMs)} (${rate(candles, timing.cpuMs)} of CPU)`;
}

export async function benchCandleStore(): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'bench-candle-store-'));
  const results: BenchResult[] = [];
  try {
    const exchange = new SimulatedExchange({ clock: () => NOW });
    const readFrom = NOW - 90 * DAY_MS;

    // Fill: 8 symbols x 30 days per run, each run into a fresh folder.
    const symbols = SIMULATED_SYMBOLS.slice(0, 8).map((spec) => spec.symbol);
    let run = 0;
    let stored = 0;
    const fill = await measure(async () => {
      const store = new FileCandleStore({ dir: join(root, `fill-${run++}`) });
      const result = await fillCandleStore({
        exchange,
        store,
        symbols,
        fromMs: NOW - 30 * DAY_MS,
        toMs: NOW,
        now: () => NOW,
      });
      stored = result.storedCandles;
    }, 5);
    results.push({
      name: `store: fill from simulated (${symbols.length} symbols x 30 days, fsync)`,
      median_ms: fill.wallMs,
      unit_rate: rates(stored, fill),
      target: '>= 2 M candles/s',
      pass: stored / fill.wallMs / 1000 >= 2,
    });
    const inline = new SimulatedExchange({ clock: () => NOW, generatorThreads: 0 });
    const generate = await measure(() => inline.fetchKlines('SOLUSDT', NOW - 30 * DAY_MS, NOW), 7, 3);
    results.push({
      name: 'simulated market: generate 30 days of one symbol (one thread)',
      median_ms: generate.wallMs,
      unit_rate: rates(30 * 1440, generate),
    });

    // Read: 90 days of one symbol (4 month files) from the page cache.
    const store = new FileCandleStore({ dir: join(root, 'read') });
    await fillCandleStore({
      exchange,
      store,
      symbols: ['ETHUSDT'],
      fromMs: readFrom,
      toMs: NOW,
      now: () => NOW,
    });
    let length = 0;
    const cold = await measure(
      async () => {
        store.clearCache();
        length = (await store.read('ETHUSDT', readFrom, NOW)).length;
      },
      41,
      5,
    );
    results.push({
      name: 'store: read 90 days of one symbol from files (page cache)',
      median_ms: cold.wallMs,
      unit_rate: rates(length, cold),
      target: '>= 20 M candles/s',
      pass: length / cold.wallMs / 1000 >= 20,
    });
    const warm = await measure(() => store.read('ETHUSDT', readFrom, NOW), 41, 5);
    results.push({
      name: 'store: read 90 days of one symbol, file layouts known',
      median_ms: warm.wallMs,
      unit_rate: rates(length, warm),
    });
    await exchange.close();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchCandleStore()) {
    const verdict = r.pass === undefined ? '' : r.pass ? '  ok' : '  MISSED';
    process.stdout.write(
      `${r.name.padEnd(70)} ${r.median_ms.toFixed(2).padStart(9)} ms  ${r.unit_rate ?? ''}${r.target ? `  (target ${r.target})` : ''}${verdict}\n`,
    );
  }
}
