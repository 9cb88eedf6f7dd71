import { describe, expect, it } from 'vitest';
import { readVendorAlert } from '../../src/signals/vendor-alert';

const long = (symbol: string, values: object = {}) => ({
  symbol,
  direction: 'LONG',
  entries: [],
  targets: [],
  stopLoss: null,
  leverage: null,
  isSpot: false,
  entryCondition: 'at',
  ...values,
});
const short = (symbol: string, values: object = {}) => ({ ...long(symbol, values), direction: 'SHORT' });

describe('TradingView', () => {
  // The default message of a strategy alert, as TradingView's "Strategy Alerts" help page builds it from
  // {{strategy.order.action}}, {{strategy.order.contracts}}, {{ticker}} and {{strategy.position_size}}.
  it('reads the default strategy message at market: the number after @ is the quantity, not the entry', () => {
    expect(
      readVendorAlert(
        'My Strategy (20, 2): order buy @ 0.015 filled on BTCUSDT.P. New strategy position is 0.015',
      ),
    ).toEqual({ kind: 'signal', signal: long('BTCUSDT'), vendor: 'tradingviewStrategy' });
    expect(
      readVendorAlert(
        'RSI Strategy: order sell @ 3 filled on BINANCE:ETHUSDT.P. New strategy position is -3',
      ),
    ).toEqual({ kind: 'signal', signal: short('ETHUSDT'), vendor: 'tradingviewStrategy' });
  });

  it('reads a strategy order that leaves the position flat as a close, and refuses one that only reduces it', () => {
    expect(readVendorAlert('S: order sell @ 0.015 filled on BTCUSDT.P. New strategy position is 0')).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'BTCUSDT' },
      vendor: 'tradingviewStrategy',
    });
    expect(readVendorAlert('S: order buy @ 1 filled on BTCUSDT.P. New strategy position is -2')).toEqual({
      kind: 'refused',
      reason: 'an order buy leaving the position -2 reduces it: not read',
      vendor: 'tradingviewStrategy',
    });
  });

  it('reads our JSON template (ticker, action, price), as JSON or as its text', () => {
    const body = { ticker: 'BINANCE:BTCUSDT.P', action: 'buy', price: '42000.5' };
    const expected = {
      kind: 'signal',
      signal: long('BTCUSDT', { entries: [42000.5] }),
      vendor: 'tradingview',
    };
    expect(readVendorAlert(body)).toEqual(expected);
    expect(readVendorAlert(JSON.stringify(body))).toEqual(expected);
    expect(readVendorAlert({ ticker: 'SOLUSDT', action: 'sell', price: '150' })).toEqual({
      kind: 'signal',
      signal: short('SOLUSDT', { entries: [150] }),
      vendor: 'tradingview',
    });
  });

  it('never takes a pipe alert timeframe for the entry', () => {
    expect(readVendorAlert('BTCUSDT | 60 | BUY | 42000')).toEqual({
      kind: 'signal',
      signal: long('BTCUSDT', { entries: [42000] }),
      vendor: 'pipe',
    });
    expect(readVendorAlert('BINANCE:ETHUSDT.P|1h|SELL|2300.5')).toEqual({
      kind: 'signal',
      signal: short('ETHUSDT', { entries: [2300.5] }),
      vendor: 'pipe',
    });
    expect(readVendorAlert('ETHUSDT|15m|BUY')).toEqual({
      kind: 'signal',
      signal: long('ETHUSDT'),
      vendor: 'pipe',
    });
    expect(readVendorAlert('ETHUSDT | 60 | BUY')).toEqual({
      kind: 'refused',
      reason: 'cannot tell whether 60 is the timeframe or the price',
      vendor: 'pipe',
    });
  });
});

describe('3Commas (help.3commas.io: "Signal bot: JSON file for Strategy type" and "… in Custom signal type")', () => {
  const strategy = {
    secret: 'token',
    max_lag: '300',
    timestamp: '2024-05-01T10:00:00Z',
    trigger_price: '42000.5',
    tv_exchange: 'BINANCE',
    tv_instrument: 'BTCUSDT.P',
    action: 'buy',
    bot_uuid: 'signal-bot-uuid',
    strategy_info: {
      market_position: 'long',
      market_position_size: '0.015',
      prev_market_position: 'flat',
      prev_market_position_size: '0',
    },
    order: { amount: '0.015', currency_type: 'base' },
  };

  it('reads a strategy buy into a long at the trigger price, and a move to flat as a close', () => {
    expect(readVendorAlert(strategy)).toEqual({
      kind: 'signal',
      signal: long('BTCUSDT', { entries: [42000.5] }),
      vendor: '3commas',
    });
    const flat = {
      ...strategy,
      action: 'sell',
      strategy_info: { ...strategy.strategy_info, market_position: 'flat' },
    };
    expect(readVendorAlert(flat)).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'BTCUSDT' },
      vendor: '3commas',
    });
  });

  it('reads custom signals enter_short / exit_long', () => {
    const custom = {
      secret: 'token',
      tv_instrument: 'ETHUSDT',
      trigger_price: '2300',
      action: 'enter_short',
    };
    expect(readVendorAlert(custom)).toEqual({
      kind: 'signal',
      signal: short('ETHUSDT', { entries: [2300] }),
      vendor: '3commas',
    });
    expect(readVendorAlert({ ...custom, action: 'exit_long' })).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'ETHUSDT' },
      vendor: '3commas',
    });
  });

  it('refuses a DCA bot start (no direction in the body) and reads its close at market', () => {
    const start = {
      message_type: 'bot',
      bot_id: 123,
      email_token: 'token',
      delay_seconds: 0,
      pair: 'USDT_BTC',
    };
    expect(readVendorAlert(start)).toEqual({
      kind: 'refused',
      reason: "a 3Commas DCA bot start names no direction (the bot's settings hold it)",
      vendor: '3commas',
    });
    expect(readVendorAlert({ ...start, action: 'close_at_market_price' })).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'BTCUSDT' },
      vendor: '3commas',
    });
  });
});

describe('WunderTrading (signal bot comments Enter-Long, Enter-Short, Exit-Long, Exit-Short, Exit-All)', () => {
  it('reads a code as text', () => {
    expect(readVendorAlert('ENTER-LONG_BINANCE_BTCUSDT_MyBot_1H_a1b2c3')).toEqual({
      kind: 'signal',
      signal: long('BTCUSDT'),
      vendor: 'wundertrading',
    });
    expect(readVendorAlert('EXIT-SHORT_BINANCE_ETHUSDT_MyBot_1H_a1b2c3')).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'ETHUSDT' },
      vendor: 'wundertrading',
    });
  });

  it('reads a JSON body with prices, and refuses targets given as deviations', () => {
    const body = {
      code: 'ENTER-SHORT_BINANCE-FUTURES_ETHUSDT_MyBot_15M_a1b2c3',
      orderType: 'limit',
      price: 2300,
      amountPerTradeType: 'quote',
      amountPerTrade: 100,
      leverage: 10,
      takeProfits: [
        { price: 2250, portfolio: 0.5 },
        { price: 2200, portfolio: 0.5 },
      ],
      stopLoss: { price: 2350 },
    };
    expect(readVendorAlert(body)).toEqual({
      kind: 'signal',
      signal: short('ETHUSDT', { entries: [2300], targets: [2250, 2200], stopLoss: 2350, leverage: 10 }),
      vendor: 'wundertrading',
    });
    expect(readVendorAlert({ ...body, takeProfits: [{ priceDeviation: 0.01, portfolio: 1 }] })).toEqual({
      kind: 'refused',
      reason: 'targets or a stop given as a price deviation are not read (give price)',
      vendor: 'wundertrading',
    });
  });
});

describe('TradersPost (docs.traderspost.io, "Signal Message Reference" and "Webhook Reference")', () => {
  it("refuses the reference example's percent take profit, and a stock ticker", () => {
    const example = {
      ticker: 'AMD',
      action: 'buy',
      signalPrice: 143.12,
      quantity: 1,
      takeProfit: { percent: 10 },
      stopLoss: { type: 'stop', percent: 5 },
    };
    expect(readVendorAlert(example)).toEqual({
      kind: 'refused',
      reason: 'a take profit given as a percent or an amount is not read (give limitPrice)',
      vendor: 'traderspost',
    });
    expect(readVendorAlert({ ticker: 'AAPL', action: 'buy', quantity: 1 })).toEqual({
      kind: 'refused',
      reason: 'the ticker "AAPL" names no symbol',
      vendor: 'traderspost',
    });
  });

  it('reads prices, the TradingView strategy payload and exits', () => {
    expect(
      readVendorAlert({
        ticker: 'BTCUSD',
        action: 'buy',
        signalPrice: 42000,
        quantity: 1,
        takeProfit: { limitPrice: 44000 },
        stopLoss: { type: 'stop', stopPrice: 41000 },
      }),
    ).toEqual({
      kind: 'signal',
      signal: long('BTCUSDT', { entries: [42000], targets: [44000], stopLoss: 41000 }),
      vendor: 'traderspost',
    });
    const tradingView = {
      ticker: 'ETHUSDT',
      action: 'sell',
      sentiment: 'flat',
      quantity: '1',
      price: '2300',
    };
    expect(readVendorAlert(tradingView)).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'ETHUSDT' },
      vendor: 'traderspost',
    });
    expect(readVendorAlert({ ...tradingView, sentiment: 'short' })).toEqual({
      kind: 'signal',
      signal: short('ETHUSDT', { entries: [2300] }),
      vendor: 'traderspost',
    });
    expect(readVendorAlert({ ticker: 'ETHUSDT', action: 'exit', quantity: 1 })).toEqual({
      kind: 'update',
      update: { kind: 'close', symbol: 'ETHUSDT' },
      vendor: 'traderspost',
    });
  });
});

describe('bodies of no known vendor', () => {
  it.each([
    { symbol: 'BTCUSDT', direction: 'LONG', entry: 42000 },
    { text: '#BTC/USDT LONG Entry: 42000' },
    '#BTC/USDT LONG\nEntry: 42000',
    'not json {',
    42,
    null,
  ])('are left to the other readers: %j', (body) => {
    expect(readVendorAlert(body)).toBeNull();
  });
});

describe('TradersPost sentiment against the action', () => {
  it('refuses a buy that leaves a short position (it only reduces it)', () => {
    expect(readVendorAlert({ ticker: 'ETHUSDT', action: 'buy', sentiment: 'short', price: '2300' })).toEqual({
      kind: 'refused',
      reason: 'a buy with the sentiment short reduces a position: not read',
      vendor: 'traderspost',
    });
  });
});
