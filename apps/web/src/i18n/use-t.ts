import { createContext, useContext, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TextKey, TextParams } from './keys';
import { getPreferences, type Language, type Preferences, subscribePreferences } from './language-store';
import { isSpecFrench } from './spec-languages';

/** A text by its key, in the operator's language, its `{{name}}` places filled from `params`. */
export type Translate = (key: TextKey, params?: TextParams) => string;

const fixed = { en: i18n.getFixedT('en'), fr: i18n.getFixedT('fr') };

/** The language a text shows in: the chosen one, else the spec's language for that text (docs/console.md). */
export function textLanguage(key: string, chosen: Language | null): Language {
  if (chosen) return chosen;
  return isSpecFrench(key) ? 'fr' : 'en';
}

function makeTranslator(chosen: Language | null): Translate {
  return (key, params) => fixed[textLanguage(key, chosen)](key, params ?? {});
}

const translators = { fr: makeTranslator('fr'), en: makeTranslator('en'), spec: makeTranslator(null) };

/** The translate function of a language choice (null: the spec's language per text); the same function each time. */
export function translatorFor(chosen: Language | null): Translate {
  return translators[chosen ?? 'spec'];
}

/** One text, in the current choice: for code outside components (toasts, labels built in plain modules). */
export const translate: Translate = (key, params) => translatorFor(getPreferences().language)(key, params);

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

/**
 * The language a screen's numbers and dates take while the admin has not chosen: English, except on the screens
 * the spec writes in French, which wrap themselves in `<SpecScreenLanguage value="fr">`.
 */
export const SpecScreenLanguageContext = createContext<Language>('en');
export const SpecScreenLanguage = SpecScreenLanguageContext.Provider;

/** The language the current screen's numbers and dates are written in. */
export function useDisplayLanguage(): Language {
  const { language } = usePreferences();
  const screen = useContext(SpecScreenLanguageContext);
  return language ?? screen;
}

/** `const t = useT(); t('shell.titles.overview')`: re-renders when the operator changes language. */
export function useT(): Translate {
  const { language } = usePreferences();
  return translatorFor(language);
}
