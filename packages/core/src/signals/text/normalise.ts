/**
 * The first step of reading a free-text signal (docs/signals.md, "Free-text signals"): one plain form of the
 * message that the other readers match against. Upper case, accents dropped (ENTRÉE reads ENTREE), styled letters
 * and superscripts read as plain ones (`𝑋𝐴𝑈𝑈𝑆𝐷`, `TP¹`), the Cyrillic
 * `х` and the sign `×` read as the letter X, a Russian channel's labels read as their English ones (`20х`, `×10` are leverages), keycap digits (1️⃣) and every emoji or
 * other symbol (brackets included) turned into a space, a `$` written after a price dropped (`0.385$`), dates and
 * clock times (`2021-07-14 09:05`) blanked out so that they are never read as prices. Line breaks stay: a section
 * of a message ends with its line.
 */

/** A keycap digit: the digit, an optional variation selector, the combining keycap. */
const KEYCAP = /\d\uFE0F?\u20E3/g;
const COMBINING_MARK = /[\u0300-\u036f]/g;
/** The Cyrillic х / Х and the multiplication sign, as channels write a leverage (`20х`, `×10`). */
const X_LOOKALIKES = /[\u0445\u0425\u00D7]/g;
/** Dates (`2021-07-14`, `14.07.2021`, `14/07/2021`) and clock times (`09:05`, `09:05:30`, `9:05 UTC`). */
const DATE = /(?<![\d.,])(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4})(?![\d.,])/g;
const TIME = /(?<![A-Z0-9.,:])\d{1,2}:\d{2}(?::\d{2})?(?![\d.,:])(?:\s?(?:UTC|GMT))?/g;
/** A dollar sign right after a price (`0.3400$`, `120.00$(Short term)`) says nothing more. */
const TRAILING_DOLLAR = /(?<=\d)\$/g;
/** Links (`https://www.binance.com/…/KEEPUSDT`) name no symbol and hold no price. */
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
/** Anything a signal's words, numbers and separators are not made of. */
const NOISE = /[^A-Z0-9.,:/\-#$@%=)\n ]/g;
/** A comma standing alone between spaces and a number separates two prices (`42.20 ,43.00`). */
const LOOSE_COMMA = / ,(?=\d)/g;
const SPACES = / {2,}/g;

/** Russian channels' words (`ЛОНГ`, `Вход`, `ТП`, `СЛ`, `Плечо`), read as their English labels. */
const RUSSIAN: [RegExp, string][] = [
  [/лонг/giu, 'LONG'],
  [/шорт/giu, 'SHORT'],
  [/вход/giu, 'ENTRY'],
  [/цели|тейк/giu, 'TARGETS'],
  [/тп/giu, 'TP'],
  [/стоп|сл/giu, 'SL'],
  [/плечо/giu, 'LEVERAGE'],
];

export function normaliseSignalText(text: string): string {
  let plain = text.replace(/\r\n?/g, '\n');
  if (/[\u0400-\u04FF]/.test(plain)) {
    for (const [word, label] of RUSSIAN) plain = plain.replace(word, label);
  }
  return plain
    .replace(LINK, ' ')
    .replace(KEYCAP, ' ')
    .replace(X_LOOKALIKES, 'X')
    .normalize('NFKD')
    .replace(COMBINING_MARK, '')
    .toUpperCase()
    .replace(DATE, ' ')
    .replace(TIME, ' ')
    .replace(TRAILING_DOLLAR, ' ')
    .replace(NOISE, ' ')
    .replace(LOOSE_COMMA, ' ')
    .replace(SPACES, ' ');
}
