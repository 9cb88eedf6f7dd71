import type { AppConfig } from '../config';
import { createBinanceExchange } from '../market/binance/binance-exchange';
import type { Exchange } from '../market/exchange';
import { type MarketLogger, silentLogger } from '../market/market-logger';
import { SimulatedExchange } from '../market/simulated';

/**
 * The exchange the configuration names (EXCHANGE): the simulated market (demo) or Binance (production). The
 * server and `npm run candles` both get theirs here; the command line logs nothing of the market.
 */
export function createExchange(config: AppConfig, logger: MarketLogger = silentLogger): Exchange {
  if (config.exchange === 'binance') return createBinanceExchange({ ...config.binance, logger });
  return new SimulatedExchange({});
}
