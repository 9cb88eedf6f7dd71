import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { fr } from './fr';

/**
 * The console's one i18next instance (docs/console.md, Languages): both catalogues are bundled, so it is ready
 * synchronously, before the first render. Screens read it through `useT()` (i18n/use-t.ts), not directly.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en', 'fr'],
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping here would show `&amp;` in the page.
  interpolation: { escapeValue: false },
});
