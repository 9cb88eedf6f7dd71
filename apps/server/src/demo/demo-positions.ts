import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type { DatabaseHandle } from '../db/client';
import { positions } from '../db/schema';
import type { CandleStore } from '../market/candle-store/candle-store';
import type { Exchange } from '../market/exchange';
import type { MarketLogger } from '../market/market-logger';
import type { NewPositionRow } from '../modules/positions';
import { ParameterValues } from '../modules/trading-parameters';
import { LOOKBACK_MINUTES, replayDemoSignal } from './demo-replay';
import { DEMO_SEED, planDemoSignals } from './demo-signal-plan';

const DAY_MS = 86_400_000;
const INSERT_BATCH = 500;

export interface SeedDemoPositionsOptions {
  database: DatabaseHandle;
  exchange: Exchange;
  /** Read first when it holds the candles (the demo fills it before); else the exchange is asked. */
  candleStore?: CandleStore;
  /** The present, ms since epoch (or the app's clock). The data is a function of it and the seed. */
  now: number | (() => number);
  logger: MarketLogger;
  /** Signals drawn over the period; those still open at `now` are left out. Default 4500. */
  signalCount?: number;
  /** Open positions near `now`. Default 10. */
  openCount?: number;
  /** Length of the history, days. Default 90. */
  days?: number;
}

export interface SeedDemoPositionsResult {
  skipped: boolean;
  closed: number;
  open: number;
  durationMs: number;
}

/**
 * The demo's positions (docs/positions-server.md, Demo data), on the first start in demo mode only (skipped
 * when any position exists): signals drawn over the last `days` days of the market, each entered at a
 * candle's close and replayed on the 1-minute candles through the shared exit stepper, so every outcome
 * agrees with the candles; plus about ten open positions entered in the last hours (some not worked), with
 * the hits they already made. Deterministic for a given `now`. Inserted in batches inside one transaction.
 */
/** How many tracked (not worked) futures positions the open ones hold whenever the candidates allow it. */
const TRACKED_FUTURES_WANTED = 2;

/**
 * The first `count` candidates, except that tracked futures positions from further down take the last places
 * until there are TRACKED_FUTURES_WANTED of them: which candidates are still open depends on the minute the demo
 * starts, and the console's reopen is only shown on a tracked one.
 */
function chooseOpenRows(candidates: readonly NewPositionRow[], count: number): NewPositionRow[] {
  const tracked = (row: NewPositionRow) => row.shouldWork === false && row.isSpot !== true;
  const chosen = candidates.slice(0, count);
  const missing = TRACKED_FUTURES_WANTED - chosen.filter(tracked).length;
  if (missing <= 0) return chosen;
  const extra = candidates.slice(count).filter(tracked).slice(0, missing);
  const kept = chosen.slice(0, chosen.length - extra.length);
  return [...kept, ...extra];
}

export async function seedDemoPositions(options: SeedDemoPositionsOptions): Promise<SeedDemoPositionsResult> {
  const started = performance.now();
  const db = options.database.db;
  if ((await db.select({ id: positions.id }).from(positions).limit(1)).length > 0) {
    return { skipped: true, closed: 0, open: 0, durationMs: performance.now() - started };
  }
  const nowMs =
    Math.floor((typeof options.now === 'function' ? options.now() : options.now) / MINUTE_MS) * MINUTE_MS;
  const fromMs = nowMs - (options.days ?? 90) * DAY_MS;
  const openCount = options.openCount ?? 10;
  const symbols = (await options.exchange.listSymbols())
    .filter((entry) => entry.markets.includes('futures'))
    .map((entry) => entry.symbol)
    .sort();
  const settings = new ParameterValues(new Map()).positionManager();

  const history = planDemoSignals({
    symbols,
    count: options.signalCount ?? 4500,
    fromMs,
    toMs: nowMs - 60 * MINUTE_MS,
  });
  const openPlan = planDemoSignals({
    symbols,
    count: openCount * 4,
    fromMs: nowMs - 8 * 60 * MINUTE_MS,
    toMs: nowMs - 10 * MINUTE_MS,
    seed: DEMO_SEED + 1,
  }).map((signal, index) => ({
    ...signal,
    manualCloseAfterMinutes: null,
    shouldWork: index % 3 !== 1,
    index,
  }));

  const closedRows: NewPositionRow[] = [];
  const openCandidates: Array<{ index: number; row: NewPositionRow }> = [];
  for (const symbol of symbols) {
    const own = history.filter((signal) => signal.symbol === symbol);
    const ownOpen = openPlan.filter((signal) => signal.symbol === symbol);
    if (own.length === 0 && ownOpen.length === 0) continue;
    const candles = await readCandles(options, symbol, fromMs - LOOKBACK_MINUTES * MINUTE_MS, nowMs);
    for (const signal of own) {
      const outcome = replayDemoSignal(signal, candles, settings);
      if (outcome?.closed) closedRows.push(outcome.row);
    }
    for (const signal of ownOpen) {
      const outcome = replayDemoSignal(signal, candles, settings);
      if (outcome && !outcome.closed) openCandidates.push({ index: signal.index, row: outcome.row });
    }
  }
  const openRows = chooseOpenRows(
    openCandidates.sort((a, b) => a.index - b.index).map((candidate) => candidate.row),
    openCount,
  );
  closedRows.sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());
  openRows.sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());

  await db.transaction(async (tx) => {
    const rows = [...closedRows, ...openRows];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(positions).values(rows.slice(start, start + INSERT_BATCH));
    }
  });
  const result = {
    skipped: false,
    closed: closedRows.length,
    open: openRows.length,
    durationMs: performance.now() - started,
  };
  options.logger.info(result, 'Demo positions seeded');
  return result;
}

/** The candles of [fromMs, toMs): from the store when it holds them all, else from the exchange. */
async function readCandles(
  options: Pick<SeedDemoPositionsOptions, 'candleStore' | 'exchange'>,
  symbol: string,
  fromMs: number,
  toMs: number,
): Promise<CandleColumns> {
  if (options.candleStore) {
    const stored = await options.candleStore.read(symbol, fromMs, toMs);
    let present = 0;
    for (let i = 0; i < stored.length; i++) present += stored.present[i]!;
    // The store may lack the last minutes (filled a moment ago); anything more and the exchange is asked.
    if (present >= stored.length - 60) return stored;
  }
  return options.exchange.fetchKlines(symbol, fromMs, toMs, 'futures');
}
