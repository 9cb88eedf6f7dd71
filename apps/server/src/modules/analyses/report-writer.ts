import type { AltcoinOverview, BitcoinAnalysisDto, ReportSource } from '@signaldesk/contracts/analyses';

/** What a report is written from: the numbers of one analysis. */
export type ReportRequest =
  | { kind: 'bitcoin'; analysis: BitcoinAnalysisDto }
  | { kind: 'altcoin'; overview: AltcoinOverview };

export interface WrittenReport {
  /** Plain text: paragraphs separated by blank lines, list items starting with `- `. */
  text: string;
  source: ReportSource;
}

/** Writes a report: a model through an OpenAI-compatible endpoint, or the built-in writer. */
export interface ReportWriter {
  write(request: ReportRequest): Promise<WrittenReport>;
}
