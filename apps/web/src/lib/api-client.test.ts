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
    const unknown = new ApiError(404, { error: 'No widget 3', code: 'NOT_FOUND', reason: 'widget.notFound' });
    expect(getErrorMessage(unknown, 'x')).toBe('No widget 3');
  });
});
