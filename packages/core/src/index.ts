export * from './backtest/config';
export * from './backtest/index';
export * from './backtest/types';
export * from './market/candles';
export * from './position/profit';
