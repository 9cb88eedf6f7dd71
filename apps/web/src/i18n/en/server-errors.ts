/** Refusals the server names with a `reason` (docs/console.md, Server calls), by that reason. */
export const serverErrors = {
  subscriber: {
    notFound: 'No subscriber {{id}}',
  },
  position: {
    notFound: 'Position {{id}} not found',
    alreadyClosed: 'Position {{id}} is already closed',
    closed: 'Position {{id}} is closed',
    alreadyWorked: 'Position {{id}} is already worked',
    symbolNotListed: '{{symbol}} is not listed on the {{market}} market',
  },
  riskManager: {
    maxOpenPositions: 'Risk Manager: the maximum of {{max}} open positions is reached',
    sameSymbolDirection: 'Risk Manager: a {{direction}} position on {{symbol}} is already open',
  },
  backtestRun: {
    notFound: 'Backtest run {{id}} not found',
    notOwner: 'Backtest run {{id}} belongs to {{owner}}',
  },
  sweep: {
    notFound: 'Sweep {{id}} not found',
    notOwner: 'Sweep {{id}} belongs to {{owner}}',
    alreadyEnded: 'Sweep {{id}} has already ended',
    stillRunning: 'Sweep {{id}} is still running',
  },
  signalSource: {
    notFound: 'Signal source {{id}} not found',
  },
  tradingParameter: {
    unknown: 'Unknown trading parameter {{key}}',
  },
};
