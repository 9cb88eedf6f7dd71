import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SIGNAL_LEVERAGE, parseSignalText } from '../../src/signals/parse-signal-text';
import { READ_MESSAGES } from './signal-messages';

/** Pieces channels write, shuffled into messages the parser has never seen. */
const PIECES = [
  '#BTC/USDT',
  'ETHUSDT',
  '$sol',
  'LONG',
  'short',
  'Buy:',
  'Sell:',
  'Entry:',
  'TP1:',
  'TP2',
  'Targets:',
  'SL:',
  'Stop loss',
  'x10',
  'Cross 20x',
  'Leverage:',
  '42,000',
  '0,5234',
  '1.234.567,5',
  '43000',
  '-',
  '/',
  '1)',
  '2.',
  '📈',
  '🎯',
  '1️⃣',
  '(+2%)',
  '\n',
  ' ',
  'SPOT',
  '@',
  '25.11.2026',
  'é',
  '1e999',
  '0',
  '%',
  ':',
];

describe('parseSignalText on any text', () => {
  it('never throws, and every reading it accepts keeps its promises', () => {
    const message = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((pieces) => pieces.join(' ')),
      fc
        .constantFrom(...READ_MESSAGES.map((read) => read.text))
        .chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
    );
    fc.assert(
      fc.property(message, (text) => {
        const reading = parseSignalText(text);
        if (!reading.ok) {
          expect(reading.reason.length).toBeGreaterThan(0);
          return;
        }
        const { signal } = reading;
        expect(signal.symbol).toMatch(/^[A-Z0-9]{2,}$/);
        const prices = [
          ...signal.entries,
          ...signal.targets,
          ...(signal.stopLoss === null ? [] : [signal.stopLoss]),
        ];
        expect(prices.length).toBeGreaterThan(0);
        for (const price of prices) expect(Number.isFinite(price) && price > 0).toBe(true);
        const sign = signal.direction === 'LONG' ? 1 : -1;
        for (let k = 1; k < signal.targets.length; k++) {
          expect(sign * (signal.targets[k]! - signal.targets[k - 1]!)).toBeGreaterThan(0);
        }
        for (const entry of signal.entries) {
          if (signal.stopLoss !== null) expect(sign * (entry - signal.stopLoss)).toBeGreaterThan(0);
          if (signal.targets[0] !== undefined) expect(sign * (signal.targets[0] - entry)).toBeGreaterThan(0);
        }
        if (signal.leverage !== null) {
          expect(Number.isInteger(signal.leverage) && signal.leverage >= 1).toBe(true);
          expect(signal.leverage).toBeLessThanOrEqual(MAX_SIGNAL_LEVERAGE);
        }
        if (signal.isSpot) expect(signal.direction).toBe('LONG');
      }),
      { numRuns: 3000 },
    );
  });
});
