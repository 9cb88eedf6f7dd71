/**
 * Refusals the server names with a `reason` (docs/console.md, Server calls), by that reason: every member of
 * contracts' `ERROR_REASONS` and no other (`server-error-reasons.ts` fails the build otherwise). Where the server's
 * English `error` says the same, the words are its own.
 */
export const serverErrors = {
  subscriber: {
    notFound: 'No subscriber {{id}}',
    noPlanToExtend: 'This subscriber has no plan to extend: grant one first',
    lifetimeHasNoEnd: 'A lifetime plan has no end to extend',
    alreadyEnded: 'This subscription has already ended',
  },
  position: {
    notFound: 'Position {{id}} not found',
    alreadyClosed: 'Position {{id}} is already closed',
    closed: 'Position {{id}} is closed',
    alreadyWorked: 'Position {{id}} is already worked',
    symbolNotListed: '{{symbol}} is not listed on the {{market}} market',
    noCurrentPrice: 'No current price for {{symbol}}',
    noLastPrice: 'No last price for {{symbol}} on the exchange: the position was not closed',
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
    noResultYet: 'Sweep {{id}} has no result yet',
    noCell: 'Sweep {{id}} has no cell {{index}}',
    alreadyRunning: 'You already have a sweep running: cancel it or wait for its end',
  },
  signalSource: {
    notFound: 'Signal source {{id}} not found',
  },
  signal: {
    notFound: 'Signal {{id}} not found',
  },
  tradingParameter: {
    unknown: 'Unknown trading parameter {{key}}',
  },
  parameterApply: {
    nothingToUndo: 'No apply to undo',
    notLatest: 'Apply {{id}} is no longer the latest: reload and try again',
    undoneInBetween: 'Apply {{id}} was undone in between',
    noPreviousValues: 'The audit entry of apply {{id}} holds no previous values',
  },
  billing: {
    customerNotWaiting: 'No Stripe customer {{customerId}} waiting to be matched',
    customerAlreadyMatched: 'Stripe customer {{customerId}} is already matched to subscriber {{id}}',
  },
  telegram: {
    notConfigured: 'Telegram is not configured: TELEGRAM_BOT_TOKEN is not set',
    noChannel: 'No announcements channel: TELEGRAM_CHANNEL_ID is not set',
    noGroup: 'No paid group: TELEGRAM_GROUP_ID is not set',
    groupAccessOff: 'Telegram group access is not configured on this server',
    inviteRefused: 'Telegram refused the invite link: {{detail}}',
  },
  upstream: {
    exchange: 'The exchange failed: {{detail}}',
    exchangeNoCandles: 'The exchange has no {{symbol}} candles yet',
    report: 'The report provider failed: {{detail}}',
  },
  field: {
    notNumber: '{{field}} must be a number',
    notInteger: '{{field}} must be an integer',
    atLeast: '{{field}} must be at least {{bound}}',
    greaterThan: '{{field}} must be greater than {{bound}}',
    atMost: '{{field}} must be at most {{bound}}',
    lessThan: '{{field}} must be less than {{bound}}',
    tooShort: '{{field}} must hold at least {{bound}}',
    tooLong: '{{field}} must hold at most {{bound}}',
    notOneOf: '{{field}} must be one of {{options}}',
    notBoolean: '{{field}} must be true or false',
  },
  parameters: {
    exitSharesTooLarge: '{{first}} + {{second}} must be at most {{bound}}',
    notBelow: '{{field}} must be less than {{other}}',
    notAtLeast: '{{field}} must be at least {{other}}',
  },
};
