import type { AppConfig } from '../config';
import { createBinanceExchange } from '../market/binance/binance-exchange';
import type { Exchange } from '../market/exchange';
import type { MarketLogger } from '../market/market-logger';
import { SimulatedExchange } from '../market/simulated';

/** The exchange the configuration names: the simulated market (demo) or Binance (production). */
export function createExchange(config: AppConfig, logger: MarketLogger): Exchange {
  if (config.exchange === 'binance') return createBinanceExchange({ ...config.binance, logger });
  return new SimulatedExchange({});
}
