import { describe, expect, it } from 'vitest';
import { withRecentPrices } from '../../src/market/recent-prices';
import { ScriptedExchange } from '../support/scripted-exchange';

/** A scripted exchange that counts its price calls. */
function countingExchange() {
  const exchange = new ScriptedExchange();
  exchange.prices.set('BTCUSDT', 90_000).set('ETHUSDT', 3_000);
  const calls: (readonly string[] | undefined)[] = [];
  const original = exchange.getLastPrices.bind(exchange);
  exchange.getLastPrices = (symbols?: readonly string[]) => {
    calls.push(symbols);
    return original(symbols);
  };
  return { exchange, calls };
}

describe('withRecentPrices (docs/performance.md, Signal intake)', () => {
  it('answers many lookups from one snapshot of every price, taken again once it is 2 s old', async () => {
    const { exchange, calls } = countingExchange();
    let clock = 1_000;
    const prices = withRecentPrices(exchange, () => clock);
    const answers = await Promise.all([
      prices.getLastPrices(['BTCUSDT']),
      prices.getLastPrices(['ETHUSDT']),
      prices.getLastPrices(['NOPEUSDT']),
    ]);
    expect(answers.map((answer) => [...answer])).toEqual([[['BTCUSDT', 90_000]], [['ETHUSDT', 3_000]], []]);
    expect(calls).toEqual([undefined]);

    exchange.prices.set('BTCUSDT', 91_000);
    clock += 1_999;
    expect((await prices.getLastPrices(['BTCUSDT'])).get('BTCUSDT')).toBe(90_000);
    clock += 1;
    expect((await prices.getLastPrices(['BTCUSDT'])).get('BTCUSDT')).toBe(91_000);
    expect(calls).toEqual([undefined, undefined]);
  });

  it('leaves everything else to the exchange', async () => {
    const { exchange } = countingExchange();
    exchange.listPerpetuals(['BTCUSDT']);
    const prices = withRecentPrices(exchange, () => 0);
    expect((await prices.listSymbols()).map((entry) => entry.symbol)).toEqual(['BTCUSDT']);
    expect(prices.name).toBe(exchange.name);
  });
});
