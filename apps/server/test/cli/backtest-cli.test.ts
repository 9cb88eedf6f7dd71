import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import type { CandleColumns } from '@signaldesk/core/market/candles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileCandleStore } from '../../src/market/candle-store';
import { candleSeries, flat, MIN, T0 } from '../backtest/support/backtest-fixtures';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = 'apps/server/src/cli/backtest.ts';

const T_SOL = T0 + 30 * MIN;
const ETH = candleSeries(T0, [flat(100), [100, 100, 98.8, 98.8], [98.8, 98.8, 93, 93.5]]);
const SOL = candleSeries(T_SOL, [flat(100), [100, 101.2, 100, 101.2], [101.2, 101.2, 97, 97.5]]);
const CONFIG_OVERRIDES = { waitTimeMinutes: 3, maxPatternSearchMinutes: 0 };
const NOW = '2024-02-01T00:00:00.000Z';
const HEADER =
  'open_time,open,high,low,close,volume,close_time,quote_volume,count,taker_buy_volume,taker_buy_quote_volume,ignore';

/** Binance's 12-column kline CSV of a series; `timeScale` 1000 writes µs open times. */
function toCsv(series: CandleColumns, options: { header: boolean; timeScale?: number }): string {
  const lines = options.header ? [HEADER] : [];
  for (let i = 0; i < series.length; i++) {
    const openTime = series.startTime + i * MIN;
    const scale = options.timeScale ?? 1;
    lines.push(
      [
        openTime * scale,
        series.open[i],
        series.high[i],
        series.low[i],
        series.close[i],
        series.volume[i],
        (openTime + MIN) * scale - 1,
        series.quoteVolume[i],
        42,
        series.takerBuyVolume[i],
        series.takerBuyVolume[i]! * series.close[i]!,
        0,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string> = {}): Promise<CliOutcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let dir: string;
const file = (name: string) => join(dir, name);

const SIGNALS = [
  // openedAt as an ISO string and as ms: both accepted.
  { id: 1, symbol: 'ETHUSDT', direction: 'LONG', openedAt: new Date(T0).toISOString(), riskScore: 5 },
  { id: 2, symbol: 'SOLUSDT', direction: 'SHORT', openedAt: T_SOL, forcePercentage: 80 },
  { id: 3, symbol: 'XRPUSDT', direction: 'LONG', openedAt: T0 + 60 * MIN },
];
const ENGINE_SIGNALS = [
  { id: 1, symbol: 'ETHUSDT', direction: 'LONG' as const, openedAt: T0, riskScore: 5 },
  { id: 2, symbol: 'SOLUSDT', direction: 'SHORT' as const, openedAt: T_SOL, forcePercentage: 80 },
  { id: 3, symbol: 'XRPUSDT', direction: 'LONG' as const, openedAt: T0 + 60 * MIN },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sd-backtest-cli-'));
  await writeFile(file('signals.json'), JSON.stringify(SIGNALS));
  await writeFile(
    file('config.json'),
    JSON.stringify({ ...CONFIG_OVERRIDES, startDate: null, customFilterValue: null }),
  );
  await writeFile(file('bad-config.json'), JSON.stringify({ positionCount: 0 }));
  await writeFile(
    file('bad-signals.json'),
    JSON.stringify([{ id: 1, symbol: 'ETHUSDT', direction: 'UP', openedAt: T0 }]),
  );
  await writeFile(file('not-json.json'), '{"id": 1,');
  // ETH with a header and ms open times; SOL without a header and with µs open times (Binance spot since 2025).
  await writeFile(file('ETHUSDT.csv'), toCsv(ETH, { header: true }));
  await writeFile(file('SOLUSDT.csv'), toCsv(SOL, { header: false, timeScale: 1000 }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const expected = (entryDelayMinutes = 0) =>
  runBacktest(
    ENGINE_SIGNALS,
    new Map([
      ['ETHUSDT', ETH],
      ['SOLUSDT', SOL],
    ]),
    { ...DEFAULT_BACKTEST_CONFIG, ...CONFIG_OVERRIDES },
    Date.parse(NOW),
    { entryDelayMinutes },
  );

describe('npm run backtest', () => {
  it('prints only the engine result as JSON, reading CSV files with and without a header, in ms and µs', async () => {
    const outcome = await runCli([
      '--signals',
      file('signals.json'),
      '--candles',
      dir,
      '--config',
      file('config.json'),
      '--now',
      NOW,
    ]);
    expect(outcome.stderr).toContain('no XRPUSDT.csv');
    expect(outcome.code).toBe(0);
    const result = JSON.parse(outcome.stdout);
    expect(result).toEqual(JSON.parse(JSON.stringify(expected())));
    // The hand-checked trades: SHORT ETH to TP3 (+35.6), LONG SOL to its stop (-39); XRP has no candles.
    expect(result.trades.map((trade: { exitReason: string }) => trade.exitReason)).toEqual(['TP3', 'SL']);
    expect(result.trades[0].profitLoss).toBeCloseTo(35.6, 9);
    expect(result.trades[1].profitLoss).toBeCloseTo(-39, 9);
    expect(result.summary.ignoredReasons.data).toBe(1);
  });

  it('models late steps with --entry-delay, as the engine does (docs/signals.md, Late entries)', async () => {
    const outcome = await runCli([
      '--signals',
      file('signals.json'),
      '--candles',
      dir,
      '--config',
      file('config.json'),
      '--now',
      NOW,
      '--entry-delay',
      '1',
    ]);
    expect(outcome.code).toBe(0);
    const result = JSON.parse(outcome.stdout);
    expect(result).toEqual(JSON.parse(JSON.stringify(expected(1))));
    expect(result).not.toEqual(JSON.parse(JSON.stringify(expected())));
  });

  it('reads the candle store of DATA_DIR without --candles', async () => {
    const dataDir = join(dir, 'data');
    const store = new FileCandleStore({ dir: join(dataDir, 'candles'), durable: false });
    await store.write('ETHUSDT', ETH, { fetchedAt: Date.parse(NOW) });
    await store.write('SOLUSDT', SOL, { fetchedAt: Date.parse(NOW) });
    const outcome = await runCli(
      ['--signals', file('signals.json'), '--config', file('config.json'), '--now', NOW],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(outcome.code).toBe(0);
    expect(JSON.parse(outcome.stdout)).toEqual(JSON.parse(JSON.stringify(expected())));
  });

  it.each([
    ['no --signals', [], 2, /--signals is required/],
    ['an unknown option', ['--signals', 'x.json', '--fast'], 2, /Unknown option '--fast'/],
    ['a missing signals file', ['--signals', 'nowhere.json'], 2, /Cannot read the signals file/],
    ['signals that are not JSON', ['--signals', 'not-json.json'], 2, /not valid JSON/],
    ['a signal with a bad direction', ['--signals', 'bad-signals.json'], 2, /0\.direction/],
    [
      'a configuration out of bounds',
      ['--signals', 'signals.json', '--config', 'bad-config.json'],
      2,
      /positionCount/,
    ],
    [
      'a --now that is not a time',
      ['--signals', 'signals.json', '--now', 'yesterday'],
      2,
      /--now "yesterday"/,
    ],
    [
      'an --entry-delay that is not a whole number of minutes',
      ['--signals', 'signals.json', '--entry-delay', '1.5'],
      2,
      /--entry-delay "1.5"/,
    ],
  ])(
    'refuses %s: exit code 2, a message on stderr, nothing on stdout',
    async (_case, args, code, message) => {
      const outcome = await runCli(args.map((arg) => (arg.endsWith('.json') ? file(arg) : arg)));
      expect(outcome.code).toBe(code);
      expect(outcome.stderr).toMatch(message);
      expect(outcome.stdout).toBe('');
    },
  );

  it('refuses a CSV without the 12 columns, naming the file and line', async () => {
    const folder = join(dir, 'bad-csv');
    await mkdir(folder);
    await writeFile(join(folder, 'ETHUSDT.csv'), `${T0},100,100,100\n`);
    const outcome = await runCli(['--signals', file('signals.json'), '--candles', folder]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(/ETHUSDT\.csv: line 1: expected 12 columns/);
    expect(outcome.stdout).toBe('');
  });
});
