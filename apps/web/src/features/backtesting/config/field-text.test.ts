import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageChoice } from '../../../i18n/language-store';
import { FIGURE_TEXT, formatRunDuration, METRIC_TEXT } from '../utils/run-figures';
import { FIELD_TEXT, fieldLabel } from './field-text';

afterEach(() => setLanguageChoice(null));

describe('the backtest form’s field texts', () => {
  it('are English until the operator chooses, then in the chosen language', () => {
    expect(FIELD_TEXT.trendConfidence.label).toBe('Min trend confidence');
    expect(FIELD_TEXT.volumeLookbackPeriod.suffix).toBe(' candles');
    setLanguageChoice('fr');
    expect(FIELD_TEXT.trendConfidence.label).toBe('Confiance de tendance min.');
    expect(FIELD_TEXT.leverage.help).toBe(
      'Multiplie la marge pour donner le notionnel sur lequel le P&L de chaque sortie est calculé.',
    );
    expect(FIELD_TEXT.volumeLookbackPeriod.suffix).toBe(' bougies');
    expect(fieldLabel('stopLossPercent')).toBe('Stop loss');
    expect(fieldLabel('tp2ExitPercent')).toBe('Sortie TP2');
  });

  it('keep a unit only where the field has one, and name a field without an input by its key', () => {
    setLanguageChoice('fr');
    expect(FIELD_TEXT.useCacheOnly.suffix).toBeUndefined();
    expect(FIELD_TEXT.leverage.suffix).toBe('×');
    expect(fieldLabel('nbrRepetition')).toBe('nbrRepetition');
  });

  it('name a run’s figures in the chosen language, and write them with its separators', () => {
    setLanguageChoice('fr');
    expect(METRIC_TEXT.winRate.label).toBe('Taux de réussite');
    expect(FIGURE_TEXT.longestLossStreak.label).toBe('Plus longue série de pertes');
    expect(FIGURE_TEXT.payoffRatio.format(1.5)).toBe('1,50');
    expect(formatRunDuration(2400)).toBe('2,4 s');
    setLanguageChoice('en');
    expect(FIGURE_TEXT.payoffRatio.format(1.5)).toBe('1.50');
  });
});
