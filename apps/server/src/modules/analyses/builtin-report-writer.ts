import type { AltcoinOverview, BitcoinAnalysisDto } from '@signaldesk/contracts/analyses';
import { ALTCOIN_RULE } from '@signaldesk/core/analysis/altcoin-market';
import { bitcoinVerdict, cardPredictions } from '@signaldesk/core/analysis/bitcoin-verdict';
import { usd } from '@signaldesk/core/analysis/recommendation-text';
import type { ReportRequest, ReportWriter, WrittenReport } from './report-writer';

const pct = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;
const volume = (value: number) =>
  value >= 1e9 ? `${(value / 1e9).toFixed(2)}B` : value >= 1e6 ? `${(value / 1e6).toFixed(1)}M` : usd(value);
const count = (n: number) => `${n} ${n === 1 ? 'is' : 'are'}`;
const words = (value: string) => value.toLowerCase().replace(/_/g, ' ');

/**
 * The report writer used when no AI endpoint is configured: it turns the same numbers into paragraphs a trader
 * reads in a minute (docs/analyses.md, "Built-in reports"). Deterministic: the same numbers, the same text.
 */
export class BuiltinReportWriter implements ReportWriter {
  constructor(private readonly now: () => number) {}

  async write(request: ReportRequest): Promise<WrittenReport> {
    const text =
      request.kind === 'bitcoin' ? bitcoinReport(request.analysis) : altcoinReport(request.overview);
    return {
      text,
      source: { writer: 'builtin', model: null, generatedAt: new Date(this.now()).toISOString() },
    };
  }
}

export function bitcoinReport(a: BitcoinAnalysisDto): string {
  const { dailyLow, dailyHigh } = a.keyLevels;
  const range = dailyHigh - dailyLow;
  const place = range > 0 ? ((a.currentPrice - dailyLow) / range) * 100 : 50;
  const where =
    place >= 80
      ? 'near the top of'
      : place <= 20
        ? 'near the bottom of'
        : place >= 50
          ? 'in the upper half of'
          : 'in the lower half of';
  const verdict = bitcoinVerdict(a);
  const paragraphs: string[] = [];

  paragraphs.push(
    `Bitcoin trades at $${usd(a.currentPrice)}, ${where} its 24 h range of $${usd(dailyLow)} to $${usd(dailyHigh)} ` +
      `(${dailyLow > 0 ? ((range / dailyLow) * 100).toFixed(2) : '0.00'}% wide). The combined reading of the 1h, 4h ` +
      `and 1d charts is ${a.prediction} at ${a.confidence}% confidence, and the desk's action now is ${verdict}.`,
  );

  const lines = (['1h', '4h', '1d'] as const).map((tf) => {
    const t = a.timeframeAnalysis[tf];
    const rsi = t.indicators.rsi === null ? 'RSI not available yet' : `RSI ${t.indicators.rsi.toFixed(0)}`;
    const reasons = t.signals.length > 0 ? t.signals.join('; ') : 'too little history for the indicators';
    return `- ${tf}: ${t.recommendation} at ${t.confidence}% (${reasons}; ${rsi})`;
  });
  paragraphs.push(`Timeframe by timeframe:\n${lines.join('\n')}`);

  const predictions = cardPredictions(a)
    .map((p) => `${p.label} ${p.recommendation} (${p.confidence}%)`)
    .join(', ');
  paragraphs.push(`Outlook: ${predictions}. ${a.recommendations.primary}`);

  const { entryZones, targets } = a.recommendations.specificLevels;
  const levelLines = [
    ...entryZones.slice(0, 2).map((l) => `- Entry zone $${usd(l.price)}: ${l.reason}`),
    ...targets.slice(0, 2).map((l) => `- Target $${usd(l.price)}: ${l.reason}`),
  ];
  if (levelLines.length > 0) paragraphs.push(`Levels to work with:\n${levelLines.join('\n')}`);
  else
    paragraphs.push('No support or resistance stands out near the price: wait for the market to build some.');

  paragraphs.push(`Risk: ${a.recommendations.secondary}`);
  return paragraphs.join('\n\n');
}

export function altcoinReport(o: AltcoinOverview): string {
  const q = o.quickStats;
  const d = o.marketDistribution;
  if (q.altCount === 0) return 'No altcoin pair is listed at the moment: there is nothing to report.';
  const paragraphs: string[] = [];

  paragraphs.push(
    `Across ${q.altCount} altcoins over the last 24 hours, the average move is ${pct(q.avgAltPerformance)}, a ` +
      `${words(q.globalTrend)} market. ${count(d.pumping)} pumping (${q.pumpingPercentage.toFixed(1)}%), ` +
      `${count(d.stable)} stable and ${count(d.dumping)} dumping (${q.dumpingPercentage.toFixed(1)}%): sentiment is ` +
      `${words(q.marketSentiment)}. The alts traded $${volume(q.totalVolume)} in that time.`,
  );

  const lead = o.altVsBtc.avgPerformance;
  paragraphs.push(
    `Against Bitcoin, alts are ${words(o.altVsBtc.trend)}: ${o.altVsBtc.outperforming} of ${q.altCount} beat BTC, ` +
      `by ${lead >= 0 ? '+' : ''}${lead.toFixed(2)} points on average. ` +
      (q.altcoinSeason
        ? `That is an altcoin season (at least ${ALTCOIN_RULE.altSeasonShare}% of alts ahead of BTC). `
        : `That is no altcoin season (it takes ${ALTCOIN_RULE.altSeasonShare}% of alts ahead of BTC). `) +
      `BTC holds ${q.btcDominance.toFixed(1)}% of ` +
      (q.btcDominanceMeasure === 'MARKET_CAP'
        ? 'the market capitalisation.'
        : 'the USDT volume of BTC plus the alts (a volume share, not market-cap dominance).'),
  );

  const sectors = Object.entries(o.sectorPerformance)
    .sort(([, x], [, y]) => y - x)
    .map(([sector, change]) => `- ${sector}: ${pct(change)}`);
  paragraphs.push(`Sectors, best first (${q.topSector} leads):\n${sectors.join('\n')}`);

  const names = (list: AltcoinOverview['topGainers']) =>
    list
      .slice(0, 3)
      .map((m) => `${m.symbol} ${pct(m.change)}`)
      .join(', ');
  const movers: string[] = [];
  if (o.topGainers.length > 0) movers.push(`Leading: ${names(o.topGainers)}.`);
  if (o.topLosers.length > 0) movers.push(`Lagging: ${names(o.topLosers)}.`);
  if (movers.length > 0) paragraphs.push(movers.join(' '));

  paragraphs.push(`Reading: ${reading(o)}`);
  return paragraphs.join('\n\n');
}

function reading(o: AltcoinOverview): string {
  const q = o.quickStats;
  if (q.globalTrend === 'STRONG_PUMP' || q.marketSentiment === 'EXTREMELY_BULLISH') {
    return 'a broad rally. Longs on strength work, but moves this fast often retrace: take profits into spikes.';
  }
  if (q.globalTrend === 'STRONG_DUMP' || q.marketSentiment === 'EXTREMELY_BEARISH') {
    return 'a broad sell-off. Avoid catching falling knives; wait for breadth to stop worsening before longs.';
  }
  if (o.altVsBtc.trend === 'OUTPERFORMING') {
    return 'money is rotating into alts. Favour the leading sector and alts holding above their morning levels.';
  }
  if (o.altVsBtc.trend === 'UNDERPERFORMING') {
    return 'Bitcoin leads and alts lag. Keep alt positions small; BTC is the cleaner trade for now.';
  }
  return 'a mixed market with no clear rotation. Trade the individual setups rather than the whole basket.';
}
