/**
 * The numbers of a free-text signal (docs/signals.md, "Numbers"). Channels write `42000`, `42,000`, `42,000.5`,
 * `0,5234` (a comma as the decimal mark), `1.234.567,8` and lists glued by commas (`1.5,1.6`). A comma followed by
 * exactly three digits after a non-zero integer part is a thousands separator (`1,234` is 1234); any other single
 * comma is a decimal mark (`0,523`, `1,5`); in a message that shows decimal commas elsewhere (`100,88`) every
 * single comma is one, unless both sides hold four digits or more (`43000,44000`: a list).
 */

/** A number as written: digits, with dots and commas between digits. */
export const NUMBER_TOKEN = /(?<![A-Z0-9.,])\d+(?:[.,]\d+)*(?![A-Z0-9])/g;

const PLAIN = /^\d+(?:\.\d+)?$/;
const COMMA_THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/;
const DOT_THOUSANDS = /^[1-9]\d{0,2}(?:(?:\.\d{3}){2,}(?:,\d+)?|(?:\.\d{3})+,\d+)$/;
/** One comma: a decimal mark, unless both sides hold four digits or more (`43000,44000` is a list). */
const DECIMAL_COMMA = /^(?:\d{1,3}|0\d*),\d+$|^\d+,\d{1,3}$/;

/**
 * A message whose commas are decimal marks says so somewhere: a comma followed by one, two or four digits and more
 * after at most three digits (`100,88`, `0,5234`), or after a zero (`0,523`). Such a message reads `99,883` as
 * 99.883, not 99883.
 */
const DECIMAL_COMMA_HINT =
  /(?<![\d.,])(?:0|[1-9]\d{0,2}),(?:\d{1,2}|\d{4,})(?![\d.,])|(?<![\d.,])0,\d+(?![\d.,])/;
const ONE_COMMA = /^\d+,\d+$/;

/** Whether the commas of a normalised message are decimal marks (see DECIMAL_COMMA_HINT). */
export function usesDecimalComma(text: string): boolean {
  return DECIMAL_COMMA_HINT.test(text);
}

/**
 * The values one written token stands for (one, or several for a comma-glued list); null when unreadable.
 * `decimalComma`: the message's commas are decimal marks (usesDecimalComma), so one comma is always one.
 */
export function readNumberToken(token: string, decimalComma = false): number[] | null {
  if (PLAIN.test(token)) return [Number(token)];
  if (decimalComma && ONE_COMMA.test(token)) return [Number(token.replace(',', '.'))];
  if (COMMA_THOUSANDS.test(token)) return [Number(token.replaceAll(',', ''))];
  if (DOT_THOUSANDS.test(token)) return [Number(token.replaceAll('.', '').replace(',', '.'))];
  if (DECIMAL_COMMA.test(token)) return [Number(token.replace(',', '.'))];
  const parts = token.split(',');
  if (parts.length > 1 && parts.every((part) => PLAIN.test(part))) return parts.map(Number);
  return null;
}

/**
 * Percentages (`+2.3%`, `2,5 %`) and ranges of them written without spaces (`25-30%`, `3-4%`; `39265 - 20%` is a price and its share) say how far a level is or how much to put
 * in, never a price: they are left out.
 */
const PERCENTAGE = /(?:[-+]?\d+(?:[.,]\d+)*-)?[-+]?\d+(?:[.,]\d+)*\s*%/g;
/** List markers before a price: `1)`, `2 )`, `1.` followed by a space and a digit. */
const LIST_MARKER = /(?<![\d.,])[1-9]\d?\s*\)|(?<![\d.,])[1-9]\d?\.\s+(?=\d)/g;

export interface SectionNumbers {
  values: number[];
  /** The first token that is no number (`25.11.2026`), or null. */
  unreadable: string | null;
}

/** Every price written in one section of a message, in order. */
export function numbersIn(section: string, decimalComma = false): SectionNumbers {
  const text = section.replace(PERCENTAGE, ' ').replace(LIST_MARKER, ' ');
  const values: number[] = [];
  for (const match of text.matchAll(NUMBER_TOKEN)) {
    const read = readNumberToken(match[0], decimalComma);
    if (!read) return { values, unreadable: match[0] };
    values.push(...read);
  }
  return { values, unreadable: null };
}
