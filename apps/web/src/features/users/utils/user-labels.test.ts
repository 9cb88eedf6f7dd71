import { describe, expect, it } from 'vitest';
import { planLabel, statusLabel, telegramLabel } from './user-labels';

describe('user labels', () => {
  it('shows FREE for a subscriber without a plan', () => {
    expect(planLabel({ subscriptionType: null })).toBe('FREE');
    expect(planLabel({ subscriptionType: 'YEARLY' })).toBe('YEARLY');
  });

  it('says Actif/Inactif on a wide screen and Abonné/Non abonné on a phone', () => {
    expect([statusLabel(true, false), statusLabel(false, false)]).toEqual(['Actif', 'Inactif']);
    expect([statusLabel(true, true), statusLabel(false, true)]).toEqual(['Abonné', 'Non abonné']);
  });

  it('writes a Telegram handle with one leading @, and - without one', () => {
    expect([telegramLabel('bob'), telegramLabel('@bob'), telegramLabel(null)]).toEqual(['@bob', '@bob', '-']);
  });
});
