/**
 * `npm run bench`: runs every benchmark module and prints its figures (medians, rates, targets).
 * Timings are never asserted in tests; this is where the speed targets of the issues are checked.
 * `npm run bench -- engine store` runs only the named groups.
 */
import type { BenchResult } from './bench/bench-result';

interface BenchGroup {
  name: string;
  module: string;
  exportName: string;
}

const GROUPS: BenchGroup[] = [
  { name: 'store', module: './bench/candle-store.ts', exportName: 'benchCandleStore' },
  { name: 'hub', module: './bench/price-hub.ts', exportName: 'benchPriceHub' },
  { name: 'positions', module: './bench/positions.ts', exportName: 'benchPositions' },
  { name: 'engine', module: './bench/backtest-engine.ts', exportName: 'benchBacktestEngine' },
  {
    name: 'advanced-analytics',
    module: './bench/advanced-analytics.ts',
    exportName: 'benchAdvancedAnalytics',
  },
  { name: 'backtest-api', module: './bench/backtest-api.ts', exportName: 'benchBacktestApi' },
  { name: 'backtest-sweeps', module: './bench/backtest-sweeps.ts', exportName: 'benchBacktestSweeps' },
  { name: 'sweep-instances', module: './bench/sweep-instances.ts', exportName: 'benchSweepInstances' },
  { name: 'backtest-results', module: './bench/backtest-results.ts', exportName: 'benchBacktestResults' },
  { name: 'http', module: './bench/http-throughput.ts', exportName: 'benchHttpThroughput' },
  { name: 'login-flood', module: './bench/login-flood.ts', exportName: 'benchLoginFlood' },
  { name: 'analyses', module: './bench/analyses.ts', exportName: 'benchAnalyses' },
  { name: 'users', module: './bench/users.ts', exportName: 'benchUsers' },
  { name: 'stripe-webhook', module: './bench/stripe-webhook.ts', exportName: 'benchStripeWebhook' },
  { name: 'transfer', module: './bench/transfer.ts', exportName: 'benchTransfer' },
  { name: 'market-candles', module: './bench/market-candles.ts', exportName: 'benchMarketCandles' },
  { name: 'signal-parser', module: './bench/signal-parser.ts', exportName: 'benchSignalParser' },
  { name: 'signal-webhook', module: './bench/signal-webhook.ts', exportName: 'benchSignalWebhook' },
  { name: 'signal-manager', module: './bench/signal-manager.ts', exportName: 'benchSignalManager' },
  { name: 'live-vs-backtest', module: './bench/live-vs-backtest.ts', exportName: 'benchLiveVsBacktest' },
  { name: 'telegram-out', module: './bench/telegram-out.ts', exportName: 'benchTelegramOut' },
];

function formatRow(result: BenchResult): string {
  const verdict = result.pass === undefined ? '' : result.pass ? '  ok' : '  MISSED';
  const rate = result.unit_rate ? `  ${result.unit_rate}` : '';
  const target = result.target ? `  (target ${result.target})` : '';
  return `  ${result.name.padEnd(58)} ${result.median_ms.toFixed(2).padStart(10)} ms${rate}${target}${verdict}`;
}

async function main() {
  const wanted = process.argv.slice(2);
  const groups = wanted.length ? GROUPS.filter((group) => wanted.includes(group.name)) : GROUPS;
  let missed = 0;
  for (const group of groups) {
    let run: (() => Promise<BenchResult[]>) | undefined;
    try {
      const loaded = (await import(group.module)) as Record<string, () => Promise<BenchResult[]>>;
      run = loaded[group.exportName];
    } catch (error) {
      process.stdout.write(`\n[${group.name}] not available: ${(error as Error).message}\n`);
      continue;
    }
    if (!run) continue;
    process.stdout.write(`\n[${group.name}]\n`);
    for (const result of await run()) {
      process.stdout.write(`${formatRow(result)}\n`);
      if (result.pass === false) missed++;
    }
  }
  process.stdout.write(`\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
