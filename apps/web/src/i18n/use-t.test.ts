import { afterEach, describe, expect, it } from 'vitest';
import { getPreferences, setLanguageChoice } from './language-store';
import { textLanguage, translate, translatorFor } from './use-t';

afterEach(() => setLanguageChoice(null));

describe('translate', () => {
  it('shows the chosen language and fills the places', () => {
    expect(translatorFor('fr')('shell.status.lastUpdate', { time: '08:47 UTC' })).toBe(
      'Dernière mise à jour : 08:47 UTC',
    );
    expect(translatorFor('en')('shell.status.lastUpdate', { time: '08:47 UTC' })).toBe(
      'Last update: 08:47 UTC',
    );
  });

  it('follows the choice the session gives, and the spec per text until one is made', () => {
    expect(getPreferences().language).toBeNull();
    expect(translate('shell.titles.users')).toBe('User Management');
    setLanguageChoice('fr');
    expect(translate('shell.titles.users')).toBe('Gestion des utilisateurs');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps a chosen language for every text, whatever the spec says', () => {
    expect(textLanguage('anything.at.all', 'en')).toBe('en');
    expect(textLanguage('anything.at.all', 'fr')).toBe('fr');
    expect(textLanguage('anything.at.all', null)).toBe('en');
  });
});
