import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@signaldesk/contracts/auth';
import { readStorage, writeStorage } from '../lib/storage';

export type Language = ConsoleLanguage;
export const LANGUAGES = CONSOLE_LANGUAGES;

/** 'utc' (the default) or the browser's own zone; every date names the one it is in (docs/console.md, Formats). */
export type ZoneChoice = 'utc' | 'local';

/**
 * The operator's choices (docs/console.md, Languages): the language the signed-in admin chose (null until they
 * choose: each text is then in the spec's language for it) and the time zone of the dates (this browser's choice).
 */
export interface Preferences {
  language: Language | null;
  zone: ZoneChoice;
}

const ZONE_KEY = 'signaldesk.timeZone';

function storedZone(): ZoneChoice {
  return typeof window !== 'undefined' && readStorage(ZONE_KEY) === 'local' ? 'local' : 'utc';
}

let current: Preferences = { language: null, zone: storedZone() };
const listeners = new Set<() => void>();

function publish(next: Preferences) {
  if (next.language === current.language && next.zone === current.zone) return;
  current = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next.language ?? 'en';
  for (const listener of listeners) listener();
}

export function getPreferences(): Preferences {
  return current;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the server says the admin chose (session check, login), or null when signed out. */
export function setLanguageChoice(language: Language | null) {
  publish({ ...current, language });
}

export function setZoneChoice(zone: ZoneChoice) {
  writeStorage(ZONE_KEY, zone);
  publish({ ...current, zone });
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
