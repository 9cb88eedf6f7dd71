/**
 * Price hub benchmark (issue 3): 200 websocket clients, each subscribed to 40 symbols, on loopback against a
 * real `/ws` server (the production handler over the price hub) fed by a scripted exchange ticking every
 * symbol 10 times a second. Reports p50/p99 delivery latency (the tick's `E` is its send time), dropped
 * subscriptions, missed ticks, and memory at the start and end of the measured window.
 *
 * Alone: `node --import tsx scripts/bench/price-hub.ts [--seconds 60] [--clients 200] [--symbols 40]`.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { PriceHub } from '../../apps/server/src/market/price-hub';
import { handleStreamConnection } from '../../apps/server/src/market/ws/stream-connection-handler';
import { ScriptedExchange } from '../../apps/server/test/support/scripted-exchange';
import type { BenchResult } from './bench-result';
import { type ClientsWorkerData, sharedFigures } from './price-hub-clients';

export interface PriceHubBenchOptions {
  seconds?: number;
  clients?: number;
  symbols?: number;
  ticksPerSecondPerSymbol?: number;
}

const MB = 1024 * 1024;

export async function benchPriceHub(options: PriceHubBenchOptions = {}): Promise<BenchResult[]> {
  const seconds = options.seconds ?? 60;
  const clientCount = options.clients ?? 200;
  const symbolCount = options.symbols ?? 40;
  const rate = options.ticksPerSecondPerSymbol ?? 10;
  const symbols = Array.from({ length: symbolCount }, (_, i) => `SYM${String(i).padStart(2, '0')}USDT`);

  const exchange = new ScriptedExchange();
  const hub = new PriceHub(exchange);
  const server = createServer();
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => handleStreamConnection(socket, { hub }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;

  const { figures, buffers } = sharedFigures(clientCount, symbolCount);
  // The worker is TypeScript too: a worker's entry is resolved before --import hooks, so register tsx first.
  const clientsModule = new URL('./price-hub-clients.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clientsModule)}); });`,
    { eval: true, workerData: { url, clients: clientCount, symbols, buffers } satisfies ClientsWorkerData },
  );
  const connectStarted = performance.now();
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  progress(
    `${clientCount} clients connected and subscribed in ${Math.round(performance.now() - connectStarted)} ms`,
  );
  const upstreamAfterConnect = hub.stats().upstreamSubscriptions;

  // Ticks spread evenly: symbol k is due every 1000 / rate ms, offset so the load is smooth.
  const sequence = new Int32Array(symbolCount);
  const intervalMs = 1000 / (rate * symbolCount);
  const startedAt = performance.now();
  let emitted = 0;
  let skipped = 0;
  const ticker = setInterval(() => {
    const due = Math.floor((performance.now() - startedAt) / intervalMs);
    // A feeder more than a second behind (a starved CPU) skips ahead instead of bursting: counted, not hidden.
    if (due - emitted > rate * symbolCount) {
      skipped += due - emitted - rate * symbolCount;
      emitted = due - rate * symbolCount;
    }
    for (; emitted < due; emitted++) {
      const k = emitted % symbolCount;
      const price = 100 + (emitted % 1000) / 100;
      exchange.tick(symbols[k]!, {
        updateId: ++sequence[k]!,
        eventTime: Date.now(),
        bidPrice: price,
        askPrice: price + 0.01,
      });
    }
  }, 5);

  const debug = process.env.BENCH_DEBUG
    ? setInterval(
        () =>
          progress(
            `emitted ${emitted} deliveries ${hub.stats().deliveries} worker ${figures.counters[0]} mem ${mb(process.memoryUsage().rss)}`,
          ),
        1000,
      )
    : null;
  const warmupMs = Math.min(5000, (seconds * 1000) / 5);
  await sleep(warmupMs);
  figures.histogram.fill(0);
  figures.counters[0] = 0;
  figures.counters[1] = 0;
  progress(`warmed up for ${warmupMs} ms; measuring ${seconds} s`);
  const emittedAtStart = emitted;
  const skippedAtStart = skipped;
  const memoryStart = process.memoryUsage();
  const measuredFrom = performance.now();
  const eluStart = performance.eventLoopUtilization();
  const cpuStart = process.cpuUsage();
  await sleep(seconds * 1000);
  const measuredMs = performance.now() - measuredFrom;
  const serverBusy = performance.eventLoopUtilization(eluStart).utilization;
  const cpu = process.cpuUsage(cpuStart);
  const coresUsed = (cpu.user + cpu.system) / 1000 / measuredMs;
  const histogram = [...figures.histogram];
  const deliveries = figures.counters[0]!;
  const missedTicks = figures.counters[1]!;
  const closedClients = figures.counters[2]!;
  const staleBefore = Date.now() - 1000;
  // A subscription is dropped when its client got no tick for it in the last second (closed clients included).
  const dropped = figures.lastSeenAt.filter((at) => at < staleBefore).length;
  const memoryEnd = process.memoryUsage();
  const emittedInWindow = emitted - emittedAtStart - (skipped - skippedAtStart);
  const feedRate = emittedInWindow / (measuredMs / 1000);
  clearInterval(ticker);
  if (debug) clearInterval(debug);

  await worker.terminate();
  for (const client of wss.clients) client.terminate();
  wss.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const p50 = percentile(histogram, 0.5);
  const p99 = percentile(histogram, 0.99);
  const expected = clientCount * emittedInWindow;
  const heapGrowthMb = (memoryEnd.heapUsed - memoryStart.heapUsed) / MB;
  const rssGrowthMb = (memoryEnd.rss - memoryStart.rss) / MB;
  const setup = `${clientCount} clients × ${symbolCount} symbols, ${rate}/s each, ${seconds} s`;
  return [
    {
      name: `price hub p50 delivery latency (${setup})`,
      median_ms: p50,
      unit_rate: `${Math.round(deliveries / (measuredMs / 1000))} msgs/s received (${((100 * deliveries) / expected).toFixed(1)} % of those sent)`,
    },
    {
      name: 'price hub feed rate achieved',
      median_ms: 0,
      unit_rate: `${Math.round(feedRate)} ticks/s fanned out to ${clientCount} clients; server thread busy ${(100 * serverBusy).toFixed(0)} %, process ${coresUsed.toFixed(2)} cores (server + clients)`,
      target: `${rate * symbolCount} ticks/s`,
      pass: feedRate >= 0.95 * rate * symbolCount,
    },
    { name: 'price hub p99 delivery latency', median_ms: p99, target: '< 50 ms', pass: p99 < 50 },
    {
      name: 'price hub dropped subscriptions',
      median_ms: 0,
      unit_rate: `${dropped} dropped, ${missedTicks} ticks missed, ${closedClients} clients closed, ${upstreamAfterConnect} upstream for ${symbolCount} symbols`,
      target: '0 dropped, one upstream per symbol',
      pass: dropped === 0 && closedClients === 0 && upstreamAfterConnect === symbolCount,
    },
    {
      name: 'price hub memory over the run',
      median_ms: 0,
      unit_rate: `heap ${mb(memoryStart.heapUsed)} → ${mb(memoryEnd.heapUsed)} MB, rss ${mb(memoryStart.rss)} → ${mb(memoryEnd.rss)} MB`,
      target: 'heap growth < 32 MB, rss growth < 64 MB',
      pass: heapGrowthMb < 32 && rssGrowthMb < 64,
    },
  ];
}

function percentile(histogram: readonly number[], q: number): number {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!;
    if (seen >= q * total) return ms;
  }
  return histogram.length;
}

function progress(line: string): void {
  process.stderr.write(`[price hub bench] ${line}\n`);
}

function mb(bytes: number): string {
  return (bytes / MB).toFixed(1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function argument(name: string): number | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchPriceHub({
    seconds: argument('seconds'),
    clients: argument('clients'),
    symbols: argument('symbols'),
  });
  for (const r of results) {
    const verdict = r.pass === undefined ? '' : r.pass ? '  ok' : '  MISSED';
    process.stdout.write(
      `${r.name.padEnd(80)} ${r.median_ms.toFixed(1).padStart(7)} ms  ${r.unit_rate ?? ''}${r.target ? `  (target ${r.target})` : ''}${verdict}\n`,
    );
  }
}
