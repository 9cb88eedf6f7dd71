/**
 * The first step of reading a free-text signal (docs/signals.md, "Free-text signals"): one plain form of the
 * message that the other readers match against. Upper case, accents dropped (ENTRÉE reads ENTREE), keycap digits
 * (1️⃣) and every emoji or other symbol (brackets included) turned into a space. Line breaks stay: a section of a
 * message ends with its line.
 */

/** A keycap digit: the digit, an optional variation selector, the combining keycap. */
const KEYCAP = /\d\uFE0F?\u20E3/g;
const COMBINING_MARK = /[\u0300-\u036f]/g;
/** Anything a signal's words, numbers and separators are not made of. */
const NOISE = /[^A-Z0-9.,:/\-#$@%=)\n ]/g;
const SPACES = / {2,}/g;

export function normaliseSignalText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(KEYCAP, ' ')
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .toUpperCase()
    .replace(NOISE, ' ')
    .replace(SPACES, ' ');
}
