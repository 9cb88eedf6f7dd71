import {
  altcoinOverviewResponseSchema,
  altcoinQuickStatsResponseSchema,
  altcoinWithReportResponseSchema,
  bitcoinCandlesQuerySchema,
  bitcoinCandlesResponseSchema,
  bitcoinQuickResponseSchema,
  bitcoinWithReportResponseSchema,
} from '../analyses';
import { endpoint, errorAnswers } from './endpoint';

const failures = errorAnswers(400, 502);

/** The Bitcoin and altcoin analyses with their reports (docs/analyses.md). */
export const analysesEndpoints = {
  bitcoinQuick: endpoint({
    method: 'GET',
    path: '/api/bitcoin-analysis/quick',
    access: 'admin1',
    summary: "Bitcoin's analysis.",
    response: { 200: bitcoinQuickResponseSchema, ...failures },
  }),
  bitcoinWithReport: endpoint({
    method: 'GET',
    path: '/api/bitcoin-analysis/with-report',
    access: 'admin1',
    summary: "Bitcoin's analysis with its written report.",
    response: { 200: bitcoinWithReportResponseSchema, ...failures },
  }),
  bitcoinCandles: endpoint({
    method: 'GET',
    path: '/api/bitcoin-analysis/candles',
    access: 'admin1',
    summary: "Bitcoin's last 200 bars at an interval.",
    query: bitcoinCandlesQuerySchema,
    response: { 200: bitcoinCandlesResponseSchema, ...failures },
  }),
  altcoinQuickStats: endpoint({
    method: 'GET',
    path: '/api/altcoin-analysis/quick-stats',
    access: 'admin1',
    summary: "The altcoin market's quick figures.",
    response: { 200: altcoinQuickStatsResponseSchema, ...failures },
  }),
  altcoinOverview: endpoint({
    method: 'GET',
    path: '/api/altcoin-analysis/overview',
    access: 'admin1',
    summary: "The altcoin market's overview.",
    response: { 200: altcoinOverviewResponseSchema, ...failures },
  }),
  altcoinWithReport: endpoint({
    method: 'GET',
    path: '/api/altcoin-analysis/overview/with-report',
    access: 'admin1',
    summary: "The altcoin market's overview with its written report.",
    response: { 200: altcoinWithReportResponseSchema, ...failures },
  }),
};
