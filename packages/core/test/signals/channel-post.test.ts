import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_POST_STYLES,
  type ChannelSignal,
  channelPrice,
  writeChannelPost,
} from '../../src/signals/channel-post';
import { parseSignalText } from '../../src/signals/parse-signal-text';

const BTC_LONG: ChannelSignal = {
  symbol: 'BTCUSDT',
  direction: 'LONG',
  entries: [42000, 42500],
  targets: [43000, 44000, 45500],
  stopLoss: 41000,
  leverage: 10,
};

describe('writeChannelPost', () => {
  it('writes the hashtag style as channels do', () => {
    expect(writeChannelPost(BTC_LONG, 'hashtag')).toBe(
      '#BTC/USDT LONG 📈\nEntry: 42000 - 42500\nTargets: 1) 43000 2) 44000 3) 45500\nSL: 41000\nLeverage: Cross 10x',
    );
  });

  it('writes decimal commas in the commas style', () => {
    const doge = { ...BTC_LONG, symbol: 'DOGEUSDT', entries: [0.1234, 0.1241] as [number, number] };
    expect(writeChannelPost(doge, 'commas')).toContain('entry 0,12340 - 0,12410');
  });

  it.each(CHANNEL_POST_STYLES)('is read back by the parser to the same signal: %s', (style) => {
    const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT', '1000PEPEUSDT', 'XRPUSDT'];
    fc.assert(
      fc.property(
        fc.constantFrom(...symbols),
        fc.constantFrom('LONG' as const, 'SHORT' as const),
        fc.double({ min: 0.0001, max: 90_000, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(3, 5, 10, 20, 50),
        (symbol, direction, price, targetCount, leverage) => {
          const sign = direction === 'LONG' ? 1 : -1;
          const at = (percent: number) => channelPrice(price * (1 + (sign * percent) / 100));
          const zone = [at(-0.2), at(0.2)].sort((a, b) => a - b) as [number, number];
          const signal: ChannelSignal = {
            symbol,
            direction,
            entries: zone,
            targets: Array.from({ length: targetCount }, (_, i) => at(1.5 * (i + 1))),
            stopLoss: at(-3),
            leverage,
          };
          const reading = parseSignalText(writeChannelPost(signal, style));
          expect(reading).toEqual({
            ok: true,
            signal: {
              symbol,
              direction,
              entries: signal.entries,
              targets: signal.targets,
              stopLoss: signal.stopLoss,
              leverage,
              isSpot: false,
              entryCondition: 'at',
            },
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
