import { join } from 'node:path';
import type { Exchange, Market } from '../exchange';
import { FileCandleStore } from './file-candle-store';
import { type FillProgress, type FillResult, fillCandleStore } from './fill-candle-store';
import { type DumpImportResult, importBinanceDumps } from './import-binance-dumps';

/** `<dataDir>/candles` for USDT-M futures (what the server reads), `<dataDir>/candles-spot` for spot. */
export function candleStoreDir(dataDir: string, market: Market = 'futures'): string {
  return join(dataDir, market === 'futures' ? 'candles' : 'candles-spot');
}

export interface FillCommandOptions {
  exchange: Exchange;
  dataDir: string;
  /** Default: every symbol the exchange lists. */
  symbols?: readonly string[];
  fromMs: number;
  toMs: number;
  market?: Market;
  now?: () => number;
  onStart?: (totalSymbols: number) => void;
  onProgress?: (progress: FillProgress) => void;
}

/** `npm run candles -- fill`: fills the store of `dataDir` from the exchange. */
export async function runFillCommand(options: FillCommandOptions): Promise<FillResult> {
  const store = new FileCandleStore({ dir: candleStoreDir(options.dataDir, options.market) });
  const symbols = options.symbols ?? (await options.exchange.listSymbols()).map((entry) => entry.symbol);
  options.onStart?.(symbols.length);
  return fillCandleStore({
    exchange: options.exchange,
    store,
    symbols,
    fromMs: options.fromMs,
    toMs: options.toMs,
    market: options.market,
    now: options.now,
    onProgress: options.onProgress,
  });
}

export interface ImportCommandOptions {
  dataDir: string;
  paths: readonly string[];
  symbol?: string;
  market?: Market;
  now?: number;
  onFile?: (result: DumpImportResult) => void;
}

/** `npm run candles -- import`: imports Binance kline dump zips into the store of `dataDir`. */
export async function runImportCommand(options: ImportCommandOptions): Promise<DumpImportResult[]> {
  const store = new FileCandleStore({ dir: candleStoreDir(options.dataDir, options.market) });
  return importBinanceDumps({
    store,
    paths: options.paths,
    symbol: options.symbol,
    now: options.now,
    onFile: options.onFile,
  });
}

/** One line per imported file: candles, checksum, gaps. */
export function describeImport(result: DumpImportResult): string {
  const name = result.file;
  if (result.error) return `${name}: refused (${result.error})`;
  const gapMinutes = result.gaps.reduce((sum, gap) => sum + (gap.toMs - gap.fromMs) / 60_000, 0);
  const gapText =
    result.gaps.length === 0
      ? 'no gaps'
      : `${result.gaps.length} gap(s), ${gapMinutes} minute(s) missing: ${result.gaps
          .slice(0, 5)
          .map((gap) => `${new Date(gap.fromMs).toISOString()} → ${new Date(gap.toMs).toISOString()}`)
          .join(', ')}${result.gaps.length > 5 ? ', …' : ''}`;
  return `${name}: ${result.symbol} ${result.candles} candles, checksum ${result.checksum}, ${gapText}`;
}
