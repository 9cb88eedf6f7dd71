import { MINUTE_MS } from '@signaldesk/core/market/candles';
import {
  type MarketStrategy,
  OPPORTUNITY_RULES,
  type Opportunity,
  scanOpportunity,
} from '@signaldesk/core/signals/opportunity-scan';
import type { DatabaseHandle } from '../../../db/client';
import { LOCK_KEYS } from '../../../lib/lock-keys';
import type { Exchange } from '../../../market/exchange';
import type { MarketLogger } from '../../../market/market-logger';
import { databaseParameters, type ParameterSource } from '../../trading-parameters';
import type { IntakeContext } from '../intake/signal-intake.service';
import { startMinuteJob } from './minute-job';
import { emitOwnSignal, ownSource, recentSignalKeys } from './own-sources';

/** The name of the scanner's source, created on first use. */
export const SCANNER_SOURCE_NAME = 'Opportunity scanner';
/** A symbol and direction the scanner signalled is not signalled again for this long. */
export const SCANNER_COOLDOWN_MINUTES = 30;
/** Candle requests in flight at once (Binance: one light request per listed pair and minute). */
const FETCH_CONCURRENCY = 8;

export interface ScannerStep {
  at: number;
  scanned: number;
  /** Setups at or above OPPORTUNITY_SCORE (before the cooldown). */
  found: number;
  emitted: number;
}

export interface OpportunityScannerOptions {
  intake: IntakeContext;
  exchange: Exchange;
  parameters: ParameterSource;
  logger?: MarketLogger;
  /** The least score taken instead of OPPORTUNITY_SCORE when it is lower (the demo's livelier floor). */
  scoreFloor?: number;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The opportunity scanner (docs/signals.md, "Opportunity scanner"): at each closed minute, when
 * OPPORTUNITY_IS_ENABLED, core's `scanOpportunity` scores every listed USDT perpetual on its last 30 closed
 * minutes; each setup scoring OPPORTUNITY_SCORE or more becomes an `opportunity` signal of the `scanner` source,
 * through the webhook's one intake path, unless that symbol and direction was signalled in the last 30 minutes.
 */
export class OpportunityScanner {
  constructor(private readonly options: OpportunityScannerOptions) {}

  async step(): Promise<ScannerStep> {
    const { intake, exchange } = this.options;
    const at = Math.floor(intake.now() / MINUTE_MS) * MINUTE_MS;
    const result: ScannerStep = { at, scanned: 0, found: 0, emitted: 0 };
    const values = await this.options.parameters.read();
    if (!values.boolean('OPPORTUNITY_IS_ENABLED')) return result;
    const settings = {
      strategy: values.text('MARKET_STRATEGY') as MarketStrategy,
      playSupportResistance: values.boolean('OPPORTUNITY_PLAY_SUPPORT_RESISTANCE'),
      invertDirection: values.boolean('OPPORTUNITY_IS_INVERT_DIRECTION'),
    };
    const least = Math.min(values.number('OPPORTUNITY_SCORE'), this.options.scoreFloor ?? 100);
    const symbols = (await exchange.listSymbols())
      .filter((entry) => entry.isUsdtPerpetual && entry.quoteAsset === 'USDT')
      .map((entry) => entry.symbol);
    const found: Array<Opportunity & { symbol: string }> = [];
    const from = at - OPPORTUNITY_RULES.windowMinutes * MINUTE_MS;
    await eachLimited(symbols, FETCH_CONCURRENCY, async (symbol) => {
      const candles = await exchange.fetchKlines(symbol, from, at, 'futures');
      result.scanned++;
      const opportunity = scanOpportunity(candles, at, settings);
      if (opportunity && opportunity.score >= least) found.push({ ...opportunity, symbol });
    });
    result.found = found.length;
    if (found.length === 0) return result;
    // Best first, then by symbol: the same minute always emits in the same order.
    found.sort((a, b) => b.score - a.score || (a.symbol < b.symbol ? -1 : 1));
    const source = await ownSource(intake.db, 'scanner', SCANNER_SOURCE_NAME, new Date(intake.now()));
    const recent = await recentSignalKeys(
      intake.db,
      source.id,
      new Date(at - SCANNER_COOLDOWN_MINUTES * MINUTE_MS),
    );
    for (const opportunity of found) {
      const key = `${opportunity.symbol}:${opportunity.direction}`;
      if (recent.has(key)) continue;
      recent.add(key);
      const signal = await emitOwnSignal(
        intake,
        source,
        {
          symbol: opportunity.symbol,
          direction: opportunity.direction,
          entry: opportunity.price,
          category: 'opportunity',
        },
        this.options.logger,
        'Opportunity signal',
        { score: opportunity.score, setup: opportunity.setup, detail: opportunity.detail },
      );
      if (signal) result.emitted++;
    }
    return result;
  }
}

export interface StartOpportunityScannerOptions {
  database: DatabaseHandle;
  intake: IntakeContext;
  exchange: Exchange;
  logger: MarketLogger;
  scoreFloor?: number;
  lockRetryMs?: number;
}

/** The scanner once per closed minute, one second after it closes, in the instance holding its lock. */
export function startOpportunityScanner(options: StartOpportunityScannerOptions): () => Promise<void> {
  return startMinuteJob({
    database: options.database,
    logger: options.logger,
    now: options.intake.now,
    lockKey: LOCK_KEYS.opportunityScanner,
    name: 'Opportunity scanner',
    afterCloseMs: 1_000,
    lockRetryMs: options.lockRetryMs,
    stepOf() {
      const scanner = new OpportunityScanner({
        intake: options.intake,
        exchange: options.exchange,
        parameters: databaseParameters(options.database.db),
        logger: options.logger,
        scoreFloor: options.scoreFloor,
      });
      return async () => {
        const step = await scanner.step();
        if (step.emitted > 0) options.logger.info(step, 'Opportunity scanner emitted signals');
      };
    },
  });
}
