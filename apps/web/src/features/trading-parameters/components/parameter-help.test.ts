import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { describe, expect, it } from 'vitest';
import { parameterHelp } from './parameter-field';

const parameter = (type: TradingParameter['type']): TradingParameter => ({
  key: 'K',
  value: '1',
  description: 'What it does',
  group: 'Position Manager',
  type,
  secret: false,
});

describe('parameterHelp', () => {
  it('says the rule in words, a whole number first, and names the backtest field it shares', () => {
    expect(
      parameterHelp(parameter({ kind: 'number', min: 0, max: 100, integer: true, sameAs: 'tp1ExitPercent' })),
    ).toBe("What it does. Allowed: a whole number, 0 to 100 (the backtest's tp1ExitPercent).");
    expect(parameterHelp(parameter({ kind: 'number', min: 0, max: 1_000_000, integer: false }))).toBe(
      'What it does. Allowed: 0 to 1000000.',
    );
  });

  it('is the description alone for a rule without bounds and for any other type', () => {
    expect(parameterHelp(parameter({ kind: 'number' }))).toBe('What it does');
    expect(parameterHelp(parameter({ kind: 'boolean' }))).toBe('What it does');
  });
});
