import { bookTickerPayloadSchema } from '@signaldesk/contracts/market';
import { describe, expect, it } from 'vitest';
import { bookTickerPayload, formatDecimal, type HubTick, PriceHub } from '../../src/market/price-hub';
import { ScriptedExchange } from '../support/scripted-exchange';

describe('PriceHub', () => {
  it('holds one upstream subscription per symbol however many listeners, and releases it at zero', () => {
    const exchange = new ScriptedExchange();
    const hub = new PriceHub(exchange);
    const got: string[][] = [[], [], []];
    const stops = got.map((log) => hub.subscribe('BTCUSDT', (tick) => log.push(tick.payload)));
    const eth = hub.subscribe('ethusdt', () => {});

    expect(exchange.upstreamCount('BTCUSDT')).toBe(1);
    expect(exchange.upstreamCount('ETHUSDT')).toBe(1);
    expect(hub.stats()).toMatchObject({ upstreamSubscriptions: 2, listeners: 4 });

    exchange.tick('BTCUSDT');
    expect(got.map((log) => log.length)).toEqual([1, 1, 1]);
    // one serialised string shared by every listener
    expect(got[0]![0]).toBe(got[2]![0]);

    stops[0]!();
    stops[0]!();
    stops[1]!();
    expect(exchange.upstreamCount('BTCUSDT')).toBe(1);
    exchange.tick('BTCUSDT');
    expect(got.map((log) => log.length)).toEqual([1, 1, 2]);

    stops[2]!();
    expect(exchange.upstreamCount('BTCUSDT')).toBe(0);
    expect(hub.isSubscribed('BTCUSDT')).toBe(false);
    expect(exchange.subscribeCalls).toBe(2);
    expect(exchange.unsubscribeCalls).toBe(1);

    eth();
    expect(hub.stats()).toMatchObject({
      upstreamSubscriptions: 0,
      listeners: 0,
      ticksReceived: 2,
      deliveries: 4,
    });
  });

  it('opens a fresh upstream when a symbol is wanted again, and keeps the last ticker', () => {
    const exchange = new ScriptedExchange();
    const hub = new PriceHub(exchange);
    const stop = hub.subscribe('BTCUSDT', () => {});
    exchange.tick('BTCUSDT', { askPrice: 101.25 });
    stop();
    expect(hub.lastTicker('BTCUSDT')?.askPrice).toBe(101.25);
    const again = hub.subscribe('BTCUSDT', () => {});
    expect(exchange.upstreamCount('BTCUSDT')).toBe(1);
    expect(exchange.subscribeCalls).toBe(2);
    again();
  });

  it('keeps delivering to the others when one listener throws', () => {
    const exchange = new ScriptedExchange();
    const hub = new PriceHub(exchange);
    const got: HubTick[] = [];
    hub.subscribe('BTCUSDT', () => {
      throw new Error('broken client');
    });
    hub.subscribe('BTCUSDT', (tick) => got.push(tick));
    exchange.tick('BTCUSDT');
    expect(got).toHaveLength(1);
    expect(hub.stats().listenerErrors).toBe(1);
  });

  it("serialises Binance's futures payload, re-emitting the exchange's own strings", () => {
    const payload = bookTickerPayload({
      symbol: 'BNBUSDT',
      updateId: 400900217,
      eventTime: 1568014460893,
      transactionTime: 1568014460891,
      bidPrice: 25.3519,
      bidQty: 31.21,
      askPrice: 25.3652,
      askQty: 40.66,
      text: {
        bidPrice: '25.35190000',
        bidQty: '31.21000000',
        askPrice: '25.36520000',
        askQty: '40.66000000',
      },
    });
    expect(payload).toBe(
      '{"e":"bookTicker","u":400900217,"E":1568014460893,"T":1568014460891,"s":"BNBUSDT","b":"25.35190000","B":"31.21000000","a":"25.36520000","A":"40.66000000"}',
    );
    expect(bookTickerPayloadSchema.parse(JSON.parse(payload)).a).toBe('25.36520000');
  });

  it('writes numbers as plain decimals, never in exponent notation', () => {
    expect(formatDecimal(67321.1)).toBe('67321.1');
    expect(formatDecimal(0.00000012)).toBe('0.00000012');
    expect(formatDecimal(5)).toBe('5');
  });
});
