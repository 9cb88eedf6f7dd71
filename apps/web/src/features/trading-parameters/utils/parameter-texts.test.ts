import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { describe, expect, it } from 'vitest';
import { formatterFor, translatorFor } from '../../../i18n';
import { breachText, changeWarning, parameterHelp, parameterLabel, typedDecimal } from './parameter-texts';

const en = { t: translatorFor('en'), format: formatterFor('en', 'utc') };
const fr = { t: translatorFor('fr'), format: formatterFor('fr', 'utc') };

const parameter = (key: string, type: TradingParameter['type']): TradingParameter => ({
  key,
  value: '1',
  description: 'What it does',
  group: 'Position Manager',
  type,
  secret: false,
});

describe('parameter texts', () => {
  it('gives a label and help in the language, the rule in words naming the backtest field', () => {
    const stop = parameter('DEFAULT_STOP_LOSS_PERCENT', {
      kind: 'number',
      min: -100,
      exclusiveMin: true,
      max: 0,
      exclusiveMax: true,
      sameAs: 'stopLossPercent',
    });
    expect(parameterLabel(en.t, stop)).toBe('Stop loss (%)');
    expect(parameterHelp(en.t, en.format, stop)).toBe(
      "Stop loss of a new position, percent of the entry (negative: against the trade). Allowed: above -100, below 0 (the backtest's stopLossPercent).",
    );
    expect(parameterHelp(fr.t, fr.format, stop)).toContain('Autorisé : au-dessus de -100, en dessous de 0');
    const size = parameter('TP1_SIZE_PERCENT', { kind: 'number', min: 0, max: 100, integer: true });
    expect(parameterHelp(en.t, en.format, size)).toContain('Allowed: a whole number, 0 to 100.');
  });

  it('falls back to the key and the server description for a key the catalogue does not know', () => {
    const unknown = parameter('NEW_SERVER_KEY', { kind: 'boolean' });
    expect(parameterLabel(en.t, unknown)).toBe('NEW_SERVER_KEY');
    expect(parameterHelp(en.t, en.format, unknown)).toBe('What it does');
  });

  it('names the bound a refusal breaks, in words and with the language’s decimal mark', () => {
    expect(breachText(en.t, en.format, 'Refresh interval (minutes)', { kind: 'atMost', bound: 1440 })).toBe(
      'Refresh interval (minutes) must be at most 1440.',
    );
    expect(breachText(fr.t, fr.format, 'Stop loss (%)', { kind: 'greaterThan', bound: -100 })).toBe(
      'Stop loss (%) doit être supérieur à -100.',
    );
    expect(breachText(fr.t, fr.format, 'Niveau (%)', { kind: 'lessThan', bound: 0.5 })).toBe(
      'Niveau (%) doit être inférieur à 0,5.',
    );
    expect(breachText(en.t, en.format, 'Size', { kind: 'notInteger' })).toBe('Size must be a whole number.');
  });

  it('writes a stored value as the language types it', () => {
    expect(typedDecimal('-3.9', 'fr')).toBe('-3,9');
    expect(typedDecimal('-3.9', 'en')).toBe('-3.9');
  });

  it('asks for a confirmation past five times the live value or on a change of sign', () => {
    expect(changeWarning(-3.5, -35)).toBe('factor');
    expect(changeWarning(12.5, 125)).toBe('factor');
    expect(changeWarning(-3.9, -3.5)).toBeNull();
    expect(changeWarning(10, 50)).toBeNull();
    expect(changeWarning(10, 51)).toBe('factor');
    expect(changeWarning(10, 1.9)).toBe('factor');
    expect(changeWarning(-1, 1)).toBe('sign');
    expect(changeWarning(0, 3)).toBe('factor');
    expect(changeWarning(3, 3)).toBeNull();
  });
});
