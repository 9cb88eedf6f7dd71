import type { Language } from './language-store';

const MINUS = /^[-\u2212]/;
const SPACES = /[\s\u00a0\u202f]/g;
const HAS_SPACE = /[\s\u00a0\u202f]/;

/**
 * A number as the operator typed it, in their language (docs/console.md, Formats): French takes `,` (or `.`) as the
 * decimal mark and spaces between groups of three (`-3,5`, `1 234,5`); English takes `.` and `,` between groups of
 * three (`-3.5`, `1,234.5`). An exponent (`1e308`) is read in both. Anything else, `3,5` in English included, is
 * null: never read as another number (`3,5` is not 35).
 */
export function parseDecimal(text: string, language: Language): number | null {
  let body = text.trim();
  if (body === '') return null;
  let sign = '';
  if (MINUS.test(body)) {
    sign = '-';
    body = body.slice(1);
  } else if (body.startsWith('+')) {
    body = body.slice(1);
  }
  const normal = language === 'fr' ? frenchToPlain(body) : englishToPlain(body);
  if (normal === null || !/^(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(normal)) return null;
  const value = Number(`${sign}${normal}`);
  return Number.isFinite(value) ? value : null;
}

function frenchToPlain(body: string): string | null {
  const [mantissa, exponent] = splitExponent(body);
  const marks = mantissa.match(/[,.]/g) ?? [];
  if (marks.length > 1) return null;
  const [whole = '', fraction] = mantissa.split(/[,.]/);
  const grouped = checkGroups(whole, SPACES);
  if (grouped === null || (fraction !== undefined && HAS_SPACE.test(fraction))) return null;
  return `${grouped}${fraction === undefined ? '' : `.${fraction}`}${exponent}`;
}

function englishToPlain(body: string): string | null {
  if (HAS_SPACE.test(body)) return null;
  const [mantissa, exponent] = splitExponent(body);
  const [whole = '', fraction, extra] = mantissa.split('.');
  if (extra !== undefined || fraction?.includes(',')) return null;
  const grouped = checkGroups(whole, /,/g);
  if (grouped === null) return null;
  return `${grouped}${fraction === undefined ? '' : `.${fraction}`}${exponent}`;
}

function splitExponent(body: string): [string, string] {
  const match = /^(.*?)([eE][-+]?\d+)$/.exec(body);
  return match ? [match[1]!, match[2]!] : [body, ''];
}

/** The whole part without its group separators, or null when the groups are not of three digits. */
function checkGroups(whole: string, separator: RegExp): string | null {
  const groups = whole.split(separator);
  if (groups.length === 1) return whole;
  if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}
