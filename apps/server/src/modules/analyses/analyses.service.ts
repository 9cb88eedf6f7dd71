import type {
  AltcoinOverview,
  AltcoinWithReportResponse,
  BitcoinWithReportResponse,
} from '@signaldesk/contracts/analyses';
import type { AppConfig } from '../../config';
import { RecentValue } from '../../lib/recent-value';
import type { CandleStore } from '../../market/candle-store';
import type { Exchange } from '../../market/exchange';
import { AiReportWriter } from './ai-report-writer';
import { AltcoinAnalysisService } from './altcoin-analysis.service';
import { REPORT_REUSE_MS } from './analyses-limits';
import { ANALYSIS_LOOKBACK_MS, BITCOIN_SYMBOL, BitcoinAnalysisService } from './bitcoin-analysis.service';
import { BuiltinReportWriter } from './builtin-report-writer';
import { MinuteWindow } from './minute-window';
import type { ReportWriter } from './report-writer';

export interface AnalysesDeps {
  config: AppConfig;
  exchange: Exchange;
  candleStore: CandleStore;
  now: () => number;
}

/**
 * The analyses and their reports. Each report route keeps its last answer for a minute: identical requests
 * within it get the same report, without asking the provider again (docs/analyses.md, "AI reports").
 */
export class AnalysesService {
  readonly bitcoin: BitcoinAnalysisService;
  readonly altcoins: AltcoinAnalysisService;
  private readonly writer: ReportWriter;
  private readonly bitcoinReport: RecentValue<BitcoinWithReportResponse['data']>;
  private readonly altcoinReport: RecentValue<AltcoinWithReportResponse['data']>;

  constructor(deps: AnalysesDeps) {
    const window = new MinuteWindow({
      exchange: deps.exchange,
      store: deps.candleStore,
      symbol: BITCOIN_SYMBOL,
      lookbackMs: ANALYSIS_LOOKBACK_MS,
      now: deps.now,
    });
    this.bitcoin = new BitcoinAnalysisService({ exchange: deps.exchange, window, now: deps.now });
    this.altcoins = new AltcoinAnalysisService({ exchange: deps.exchange, now: deps.now });
    this.writer = deps.config.ai
      ? new AiReportWriter(deps.config.ai, deps.now)
      : new BuiltinReportWriter(deps.now);
    this.bitcoinReport = new RecentValue(REPORT_REUSE_MS, deps.now);
    this.altcoinReport = new RecentValue(REPORT_REUSE_MS, deps.now);
  }

  bitcoinWithReport(): Promise<BitcoinWithReportResponse['data']> {
    return this.bitcoinReport.get(async () => {
      const analysis = await this.bitcoin.analysis();
      const report = await this.writer.write({ kind: 'bitcoin', analysis });
      return { ...analysis, tradingReport: report.text, reportSource: report.source };
    });
  }

  altcoinOverview(): Promise<AltcoinOverview> {
    return this.altcoins.overview();
  }

  altcoinWithReport(): Promise<AltcoinWithReportResponse['data']> {
    return this.altcoinReport.get(async () => {
      const overview = await this.altcoins.overview();
      const report = await this.writer.write({ kind: 'altcoin', overview });
      return { overview, report: report.text, reportSource: report.source };
    });
  }
}
