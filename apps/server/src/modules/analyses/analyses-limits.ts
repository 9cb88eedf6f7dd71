/** The limits of the analyses module, in one place (docs/analyses.md). */

/** Bars the chart receives per interval: about 8 days of 1h bars, 33 days of 4h bars. */
export const HTTP_CHART_BARS = 200;

/** An altcoin computation (one 24 h tickers call) is served this long. */
export const ALTCOIN_CACHE_MS = 15_000;

/** Identical report requests within this time get the same report (no second provider call). */
export const REPORT_REUSE_MS = 60_000;
