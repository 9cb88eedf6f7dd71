import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../config';
import { describeImport, runFillCommand, runImportCommand } from '../market/candle-store/candle-commands';
import type { Market } from '../market/exchange';
import { createExchange } from '../startup/create-exchange';

const USAGE = `Usage: npm run candles -- <command> [options]

Commands:
  fill    [--symbols BTCUSDT,ETHUSDT] --from 2026-01-01 [--to 2026-02-01]
          Fetches the candles the store lacks in [from, to) from the active exchange (EXCHANGE), all listed
          symbols when --symbols is omitted; --to defaults to now.
  import  <zip files or folders> [--symbol BTCUSDT]
          Imports Binance public kline dumps (data.binance.vision *-1m-YYYY-MM[-DD].zip), verifying
          <zip>.CHECKSUM when present and reporting gaps.

Options:
  --data-dir <dir>        default DATA_DIR, else ./data; candles go to <dir>/candles (<dir>/candles-spot for spot)
  --market futures|spot   default futures`;

/** `2026-01-01` (UTC midnight) or any ISO date-time. */
function parseDate(text: string, flag: string): number {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(ms)) throw new Error(`${flag}: not a date: ${text}`);
  return ms;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      symbols: { type: 'string' },
      symbol: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'data-dir': { type: 'string' },
      market: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [command, ...paths] = positionals;
  const config = loadConfig();
  const dataDir = values['data-dir'] ?? config.dataDir;
  const market = (values.market ?? 'futures') as Market;
  if (market !== 'futures' && market !== 'spot') throw new Error('--market must be futures or spot');

  if (command === 'fill') {
    if (!values.from) throw new Error('fill needs --from');
    const exchange = createExchange(config);
    const bar = new SingleBar({
      format:
        'candles [{bar}] {percentage}% | {value}/{total} minutes | {symbol} ({symbolsDone}/{symbolCount})',
      hideCursor: true,
    });
    let started = false;
    try {
      const result = await runFillCommand({
        exchange,
        dataDir,
        market,
        symbols: values.symbols
          ?.split(',')
          .map((symbol) => symbol.trim().toUpperCase())
          .filter(Boolean),
        fromMs: parseDate(values.from, '--from'),
        toMs: values.to ? parseDate(values.to, '--to') : Date.now(),
        onProgress: (progress) => {
          if (!started) {
            bar.start(progress.totalCandles, 0, progress);
            started = true;
          }
          bar.update(progress.doneCandles, progress);
        },
      });
      if (started) bar.stop();
      const seconds = result.durationMs / 1000;
      process.stdout.write(
        `Filled ${result.storedCandles} candles of ${result.symbols} symbol(s) in ${seconds.toFixed(1)} s into ${dataDir}.\n`,
      );
    } finally {
      if (started) bar.stop();
      await exchange.close();
    }
    return 0;
  }

  if (command === 'import') {
    if (paths.length === 0) throw new Error('import needs zip files or folders');
    const results = await runImportCommand({
      dataDir,
      market,
      paths,
      symbol: values.symbol?.toUpperCase(),
      onFile: (result) => process.stdout.write(`${describeImport(result)}\n`),
    });
    const refused = results.filter((result) => result.error).length;
    process.stdout.write(`Imported ${results.length - refused} file(s), refused ${refused}.\n`);
    return refused > 0 ? 1 : 0;
  }

  process.stderr.write(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  },
);
