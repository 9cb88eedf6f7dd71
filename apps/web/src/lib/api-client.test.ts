import type { ErrorReason } from '@signaldesk/contracts/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageChoice } from '../i18n/language-store';
import { ApiError, getErrorMessage } from './api-client';

afterEach(() => setLanguageChoice(null));

/** A refusal as the server sends it: its English message, and the reason the console words. */
const alreadyClosed = new ApiError(409, {
  error: 'Position 7 is already closed',
  code: 'CONFLICT',
  reason: 'position.alreadyClosed',
  params: { id: 7 },
});

describe('getErrorMessage', () => {
  it('words a coded refusal in the operator’s language', () => {
    setLanguageChoice('fr');
    expect(getErrorMessage(alreadyClosed, 'x')).toBe('La position n°7 est déjà clôturée');
    const riskManager = new ApiError(409, {
      error: 'Risk Manager: a LONG position on BTCUSDT is already open',
      code: 'CONFLICT',
      reason: 'riskManager.sameSymbolDirection',
      params: { direction: 'LONG', symbol: 'BTCUSDT' },
    });
    expect(getErrorMessage(riskManager, 'x')).toBe(
      'Risk Manager : une position LONG sur BTCUSDT est déjà ouverte',
    );
    setLanguageChoice('en');
    expect(getErrorMessage(alreadyClosed, 'x')).toBe('Position 7 is already closed');
  });

  it('shows the server’s own message for a reason the catalogue does not know', () => {
    setLanguageChoice('fr');
    const unknown = new ApiError(404, {
      error: 'No widget 3',
      code: 'NOT_FOUND',
      reason: 'widget.notFound' as ErrorReason,
    });
    expect(getErrorMessage(unknown, 'x')).toBe('No widget 3');
  });

  it('words a field’s rule by the bound it breaks, with the language’s decimal mark', () => {
    const tooLong = new ApiError(400, {
      error: 'maxPositionDurationMinutes must be at most 1440',
      code: 'VALIDATION_ERROR',
      reason: 'field.atMost',
      params: { field: 'maxPositionDurationMinutes', bound: 1440 },
    });
    const stop = new ApiError(400, {
      error: 'stopLossPercent must be less than -0.01',
      code: 'VALIDATION_ERROR',
      reason: 'field.lessThan',
      params: { field: 'stopLossPercent', bound: -0.01 },
    });
    setLanguageChoice('fr');
    expect(getErrorMessage(tooLong, 'x')).toBe('maxPositionDurationMinutes doit être au plus 1440');
    expect(getErrorMessage(stop, 'x')).toBe('stopLossPercent doit être inférieur à -0,01');
    setLanguageChoice('en');
    expect(getErrorMessage(tooLong, 'x')).toBe('maxPositionDurationMinutes must be at most 1440');
  });

  it('words a rule between trading parameters in the operator’s language', () => {
    const order = new ApiError(400, {
      error: 'DEFAULT_TP1_PERCENT must be less than DEFAULT_TP2_PERCENT',
      code: 'VALIDATION_ERROR',
      reason: 'parameters.notBelow',
      params: { field: 'DEFAULT_TP1_PERCENT', other: 'DEFAULT_TP2_PERCENT' },
    });
    const shares = new ApiError(400, {
      error: 'tp1ExitPercent + tp2ExitPercent must be at most 100',
      code: 'VALIDATION_ERROR',
      reason: 'parameters.exitSharesTooLarge',
      params: { first: 'tp1ExitPercent', second: 'tp2ExitPercent', bound: 100 },
    });
    setLanguageChoice('fr');
    expect(getErrorMessage(order, 'x')).toBe('DEFAULT_TP1_PERCENT doit être inférieur à DEFAULT_TP2_PERCENT');
    expect(getErrorMessage(shares, 'x')).toBe('tp1ExitPercent + tp2ExitPercent doit être au plus 100');
    setLanguageChoice('en');
    expect(getErrorMessage(order, 'x')).toBe('DEFAULT_TP1_PERCENT must be less than DEFAULT_TP2_PERCENT');
  });
});
