import { describe, expect, it } from 'vitest';
import { MAX_SIGNAL_TEXT_LENGTH, parseSignalText } from '../../src/signals/parse-signal-text';
import { readNumberToken } from '../../src/signals/text/numbers';
import { READ_MESSAGES, REFUSED_MESSAGES } from './signal-messages';

describe('parseSignalText: messages as channels post them', () => {
  it('holds at least 30 read and 10 refused messages', () => {
    expect(READ_MESSAGES.length).toBeGreaterThanOrEqual(30);
    expect(REFUSED_MESSAGES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(READ_MESSAGES)('reads $style', ({ text, expected }) => {
    expect(parseSignalText(text)).toEqual({ ok: true, signal: expected });
  });

  it.each(REFUSED_MESSAGES)('refuses $style', ({ text, reason }) => {
    expect(parseSignalText(text)).toEqual({ ok: false, reason });
  });

  it('refuses a message longer than the limit', () => {
    const text = `#BTC/USDT LONG entry 42000 ${'.'.repeat(MAX_SIGNAL_TEXT_LENGTH)}`;
    expect(parseSignalText(text)).toEqual({
      ok: false,
      reason: `the message is longer than ${MAX_SIGNAL_TEXT_LENGTH} characters`,
    });
  });

  it('refuses an empty message', () => {
    expect(parseSignalText('')).toEqual({ ok: false, reason: 'no symbol found' });
  });
});

describe('readNumberToken: decimal marks and thousands separators', () => {
  it.each([
    ['42000', [42000]],
    ['42,000', [42000]],
    ['42,000.5', [42000.5]],
    ['1,234,567', [1234567]],
    ['0,5234', [0.5234]],
    ['0,523', [0.523]],
    ['1,5', [1.5]],
    ['1,234', [1234]],
    ['1.234', [1.234]],
    ['1.234.567', [1234567]],
    ['1.234,5', [1234.5]],
    ['43000,44000', [43000, 44000]],
    ['1.5,1.6', [1.5, 1.6]],
  ])('%s reads %j', (token, values) => {
    expect(readNumberToken(token)).toEqual(values);
  });

  it.each([
    ['99,883', [99.883]],
    ['1,234,567', [1234567]],
  ])('%s reads %j in a message of decimal commas', (token, values) => {
    expect(readNumberToken(token, true)).toEqual(values);
  });

  it.each(['25.11.2026', '1.2.3'])('%s is no number', (token) => {
    expect(readNumberToken(token)).toBeNull();
  });
});
