import {
  lastPricesQuerySchema,
  lastPricesResponseSchema,
  marketCandlesQuerySchema,
  marketCandlesResponseSchema,
  tickSizesResponseSchema,
  topMoversResponseSchema,
} from '../market';
import { endpoint, errorAnswers } from './endpoint';

/** The market's prices, steps, candles and live stream (docs/market-data.md). */
export const marketEndpoints = {
  topMovers: endpoint({
    method: 'GET',
    path: '/api/binance-top-movers',
    access: 'admin1',
    summary: 'The top gainers and losers by timeframe.',
    response: { 200: topMoversResponseSchema, ...errorAnswers(502) },
  }),
  lastPrices: endpoint({
    method: 'GET',
    path: '/api/market/last-prices',
    access: 'admin1',
    summary: 'The last futures price of each symbol asked.',
    query: lastPricesQuerySchema,
    response: { 200: lastPricesResponseSchema, ...errorAnswers(400, 502) },
  }),
  tickSizes: endpoint({
    method: 'GET',
    path: '/api/market/tick-sizes',
    access: 'admin1',
    summary: 'The price step and decimals of every listed symbol.',
    response: { 200: tickSizesResponseSchema, ...errorAnswers(502) },
  }),
  marketCandles: endpoint({
    method: 'GET',
    path: '/api/market/candles',
    access: 'admin1',
    summary: "A symbol's candles over a range (a position's chart).",
    query: marketCandlesQuerySchema,
    response: { 200: marketCandlesResponseSchema, ...errorAnswers(400, 502) },
  }),
  priceStream: endpoint({
    method: 'GET',
    path: '/ws',
    access: 'admin1',
    summary: 'The live price stream (a websocket); a plain GET answers 426.',
    response: errorAnswers(426),
    produces: 'websocket',
  }),
};
