/**
 * Sweep benchmark (issue 17): a 400-combination sweep (stopLossPercent × tp1Percent, 20 × 20) over 2000 signals
 * on demo-like data, started with `POST /api/backtesting/sweeps` and followed by polling until done; target
 * < 10 s. Meanwhile another client calls openPositions every 50 ms: its p50 / p99 latency (target < 50 ms).
 * The data setup, the server and the polling client are backtest-api.ts's.
 * Alone: `node --import tsx scripts/bench/backtest-sweeps.ts`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { SweepStart } from '@signaldesk/contracts/backtest-sweeps';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { cpuMs, openDemoBacktestData, percentile, serveBenchApp, startPoller } from './backtest-api';
import type { BenchResult } from './bench-result';

export const SWEEP: SweepStart = {
  config: { ...DEFAULT_BACKTEST_CONFIG, positionCount: 2000 },
  axes: [
    { field: 'stopLossPercent', from: -5.9, to: -2.1, step: 0.2 },
    { field: 'tp1Percent', from: 0.6, to: 2.5, step: 0.1 },
  ],
  metric: 'sharpe',
  inSampleShare: 0.7,
};

interface Status {
  state: string;
  done: number;
  total: number;
  positions: number;
  elapsedMs: number;
}

/** Starts `body` (SWEEP by default) with `POST /api/backtesting/sweeps` and polls until it is done. */
export function sweepClient(base: string, cookie: string) {
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { data: Status & { id: number } };
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  return async (body: SweepStart = SWEEP): Promise<Status> => {
    let status = await call('POST', '/api/backtesting/sweeps', body);
    while (status.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await call('GET', `/api/backtesting/sweeps/${status.id}`);
    }
    if (status.state !== 'done') throw new Error(`the sweep ended ${status.state}`);
    return status;
  };
}

export async function benchBacktestSweeps(): Promise<BenchResult[]> {
  const data = await openDemoBacktestData('bench-backtest-sweeps-');
  const { base, cookie, close } = await serveBenchApp(data.database, data.serve);
  try {
    const sweep = sweepClient(base, cookie);
    // Warm: the files in the page cache, both workers started, the code compiled (a small sweep).
    await sweep();
    const poller = startPoller(`${base}/api/trader-tracker/openPositions`, cookie);
    await poller.ready;
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const walls: number[] = [];
    const cpus: number[] = [];
    /** Busy time of the server's own thread per sweep (it shares this process's thread), ms. */
    const busy: number[] = [];
    let last: Status | undefined;
    for (let run = 0; run < 3; run++) {
      const cpuStart = cpuMs();
      const eluStart = performance.eventLoopUtilization();
      const started = performance.now();
      last = await sweep();
      walls.push(performance.now() - started);
      cpus.push(cpuMs() - cpuStart);
      busy.push(performance.eventLoopUtilization(eluStart).active);
    }
    const latencies = await poller.stop();
    loopDelay.disable();
    const wall = percentile(walls, 50);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    return [
      {
        name: `sweep: ${last?.total} combinations over ${last?.positions} signals, 70 % in-sample (runs ${walls.map((w) => (w / 1000).toFixed(1)).join(', ')} s)`,
        median_ms: wall,
        unit_rate: `${((last?.total ?? 0) / (wall / 1000)).toFixed(0)} runs/s, CPU ${(percentile(cpus, 50) / 1000).toFixed(1)} s, server thread busy ${percentile(busy, 50).toFixed(0)} ms`,
        target: '< 10000 ms',
        pass: wall < 10_000,
      },
      {
        name: `sweep: openPositions meanwhile, p50 (${latencies.length} calls)`,
        median_ms: p50,
        target: '< 50 ms',
        pass: p50 < 50,
      },
      {
        name: `sweep: openPositions meanwhile, p99 (slowest ${Math.max(...latencies).toFixed(0)} ms, event-loop delay max ${(loopDelay.max / 1e6).toFixed(0)} ms)`,
        median_ms: p99,
        target: '< 50 ms',
        pass: p99 < 50,
      },
    ];
  } finally {
    await close();
    await data.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchBacktestSweeps()) {
    const rate = result.unit_rate ? `  ${result.unit_rate}` : '';
    process.stdout.write(
      `${result.name}: ${result.median_ms.toFixed(1)} ms${rate} (target ${result.target ?? '-'})\n`,
    );
  }
}
