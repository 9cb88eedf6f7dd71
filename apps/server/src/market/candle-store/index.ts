export {
  candleStoreDir,
  describeImport,
  type FillCommandOptions,
  type ImportCommandOptions,
  runFillCommand,
  runImportCommand,
} from './candle-commands';
export type { CandleStore, CandleWriteOptions, TimeSpan } from './candle-store';
export { STALE_AFTER_MS } from './day-chunks';
export { FileCandleStore, type FileCandleStoreOptions } from './file-candle-store';
export { type FillOptions, type FillProgress, type FillResult, fillCandleStore } from './fill-candle-store';
export { type DumpImportResult, type ImportDumpsOptions, importBinanceDumps } from './import-binance-dumps';
