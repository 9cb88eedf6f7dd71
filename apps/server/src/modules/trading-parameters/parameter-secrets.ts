/** Characters of a secret left visible at its end (docs/trading-parameters.md, Secrets). */
const VISIBLE_TAIL = 4;
/** Secrets shorter than this show no character at all. */
const SHORTEST_WITH_TAIL = 12;
const MASK = '••••••••';

/**
 * How a secret value is shown and logged: empty stays empty (nothing set), anything else becomes a row of dots
 * with, for a long enough value, its last four characters so an operator can tell two keys apart.
 */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return value.length >= SHORTEST_WITH_TAIL ? `${MASK}${value.slice(-VISIBLE_TAIL)}` : MASK;
}
