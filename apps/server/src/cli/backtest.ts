import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BacktestConfig, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import { selectSignals } from '@signaldesk/core/backtest/selection';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { BacktestConfigError } from '@signaldesk/core/backtest/validate-config';
import type { CandleColumns } from '@signaldesk/core/market/candles';
import { loadConfig } from '../config';
import { candleStoreDir, FileCandleStore } from '../market/candle-store';
import { neededSpansBySymbol, readCandles } from '../market/candle-store/candle-loading';
import { parseKlineCsv } from '../market/candle-store/kline-csv';
import { BacktestInputError, parseConfigJson, parseSignalsJson } from '../modules/backtesting';

const USAGE = `Usage: npm run -s backtest -- --signals <signals.json> [--candles <folder>] [--config <config.json>] [--now <ISO time>] [--entry-delay <minutes>]

Replays the signals with the backtest engine (the same call as GET /api/backtesting/run) and prints the result
{config, summary, trades} as JSON on standard output; messages go to standard error.

  --signals <file>   JSON array of positions: {id, symbol, direction, openedAt (ISO time or ms), riskScore?,
                     forcePercentage?, trendConfidence?, atrValue?, volumeRatio?, marketVolatilityIndex?}
  --candles <dir>    folder of <SYMBOL>.csv files in Binance's 12-column kline layout (header optional,
                     open times in ms or µs); default: the server's candle store (DATA_DIR/candles)
  --config <file>    JSON object with any subset of the configuration fields; the others take their defaults
  --now <time>       the present (ISO 8601); candles closing after it do not exist yet. Default: the clock
  --entry-delay <m>  model late Signal Manager steps: each entry is taken m minutes after its entry candle
                     closes, at that minute's close, or skipped (lateEntry) past the late-entry tolerance

Exit codes: 0 done, 2 bad arguments or input, 1 unexpected failure.`;

class UsageError extends Error {}

function parseEntryDelay(text: string | undefined): number {
  if (text === undefined) return 0;
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(minutes))
    throw new UsageError(`--entry-delay ${JSON.stringify(text)} is not a whole number of minutes`);
  return minutes;
}

function parseNow(text: string | undefined): number {
  if (text === undefined) return Date.now();
  const now = Date.parse(text);
  if (!Number.isFinite(now)) throw new UsageError(`--now ${JSON.stringify(text)} is not an ISO 8601 time`);
  return now;
}

async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the ${what} ${path}: ${(error as Error).message}`);
  }
}

/** `<folder>/<SYMBOL>.csv` for each symbol the run needs; a symbol without a file has no candles. */
async function readCsvFolder(folder: string, symbols: Iterable<string>): Promise<Map<string, CandleColumns>> {
  const candles = new Map<string, CandleColumns>();
  for (const symbol of symbols) {
    const path = join(folder, `${symbol}.csv`);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new UsageError(`Cannot read ${path}`);
      process.stderr.write(`warning: no ${symbol}.csv in ${folder}; its signals have no candles\n`);
      continue;
    }
    try {
      candles.set(symbol, parseKlineCsv(text).candles);
    } catch (error) {
      throw new BacktestInputError(`${path}: ${(error as Error).message}`);
    }
  }
  return candles;
}

async function main(argv: string[]): Promise<number> {
  let values: {
    signals?: string;
    candles?: string;
    config?: string;
    now?: string;
    'entry-delay'?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        signals: { type: 'string' },
        candles: { type: 'string' },
        config: { type: 'string' },
        now: { type: 'string' },
        'entry-delay': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    return 0;
  }
  if (!values.signals) throw new UsageError('--signals is required');
  const now = parseNow(values.now);
  const entryDelayMinutes = parseEntryDelay(values['entry-delay']);
  const signals = parseSignalsJson(await readText(values.signals, 'signals file'), values.signals);
  let config: BacktestConfig = { ...DEFAULT_BACKTEST_CONFIG };
  if (values.config) {
    const parsed = parseConfigJson(await readText(values.config, 'configuration file'), values.config);
    config = parsed.config;
    if (parsed.unknownKeys.length) {
      process.stderr.write(
        `warning: ignoring unknown configuration fields: ${parsed.unknownKeys.join(', ')}\n`,
      );
    }
  }

  // Only the candles of the signals the run selects are read.
  const spans = neededSpansBySymbol(selectSignals(signals, config), config);
  const candles = values.candles
    ? await readCsvFolder(values.candles, spans.keys())
    : await readCandles(
        spans,
        new FileCandleStore({ dir: candleStoreDir(loadConfig().dataDir) }),
        new AbortController().signal,
      );
  const result = runBacktest(signals as BacktestSignal[], candles, config, now, { entryDelayMinutes });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else if (error instanceof BacktestInputError || error instanceof BacktestConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`backtest failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
