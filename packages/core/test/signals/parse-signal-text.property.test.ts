import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelSanityIssue } from '../../src/signals/level-sanity';
import { MAX_SIGNAL_LEVERAGE, parseSignalText } from '../../src/signals/parse-signal-text';
import { readSignalMessage, SIGNAL_UPDATE_KINDS } from '../../src/signals/read-signal-message';
import { readVendorAlert } from '../../src/signals/vendor-alert';
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

describe('readSignalMessage and readVendorAlert on any input', () => {
  it('never throw, and every reading is one of the four kinds with its promises kept', () => {
    const message = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc
        .array(
          fc.constantFrom(...PIECES, 'Target 2 ✅', 'Close', 'cancelled', 'Move SL to', 'XAUUSD', '|', '60'),
          {
            maxLength: 40,
          },
        )
        .map((pieces) => pieces.join(' ')),
    );
    fc.assert(
      fc.property(message, (text) => {
        const reading = readSignalMessage(text);
        expect(['signal', 'update', 'noise', 'refused']).toContain(reading.kind);
        if (reading.kind === 'noise' || reading.kind === 'refused')
          expect(reading.reason.length).toBeGreaterThan(0);
        if (reading.kind === 'update') {
          expect(SIGNAL_UPDATE_KINDS).toContain(reading.update.kind);
          if (reading.update.target !== undefined) expect(reading.update.target).toBeGreaterThan(0);
          if (reading.update.price !== undefined) expect(reading.update.price).toBeGreaterThan(0);
        }
        if (reading.kind === 'signal') expect(levelSanityIssue(reading.signal)).toBeNull();
        const vendor = readVendorAlert(text);
        if (vendor) expect(['signal', 'update', 'refused']).toContain(vendor.kind);
      }),
      { numRuns: 2000 },
    );
  });

  it('readVendorAlert never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const reading = readVendorAlert(body);
        if (reading?.kind === 'signal') expect(reading.signal.symbol).toMatch(/^[A-Z0-9]{2,}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
