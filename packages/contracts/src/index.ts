export * from './analyses';
export * from './auth';
export * from './backtest';
export * from './errors';
export * from './market';
export * from './positions';
