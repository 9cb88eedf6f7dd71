import { type Formatter, formatterFor } from '../../i18n/format';
import { getPreferences } from '../../i18n/language-store';

/**
 * The formatter of the operator's current choice (docs/console.md, Formats): their language, else English (the
 * spec's screens are English), in the zone they chose. The screens re-render on a change of either (the dashboard
 * remounts its page), so the helpers below may read it at render time.
 */
export function currentFormat(): Formatter {
  const { language, zone } = getPreferences();
  return formatterFor(language ?? 'en', zone);
}

/** The same for the screens the spec writes in French (Advanced Analytics, the subscriber's payments). */
export function frenchScreenFormat(): Formatter {
  const { language, zone } = getPreferences();
  return formatterFor(language ?? 'fr', zone);
}
