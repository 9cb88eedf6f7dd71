/** The console's texts and formats (docs/console.md, Languages and Formats). */

export { closeReasonLabel } from './close-reason-label';
export { type Formatter, formatterFor, LOCALES, type NumberOptions, toDate, useFormat } from './format';
export { i18n } from './i18n';
export type { TextKey, TextParams } from './keys';
export {
  getPreferences,
  isLanguage,
  LANGUAGES,
  type Language,
  type Preferences,
  setLanguageChoice,
  setZoneChoice,
  subscribePreferences,
  type ZoneChoice,
} from './language-store';
export { parseDecimal } from './parse-decimal';
export {
  SpecScreenLanguage,
  type Translate,
  textLanguage,
  translate,
  translatorFor,
  useDisplayLanguage,
  usePreferences,
  useT,
} from './use-t';
