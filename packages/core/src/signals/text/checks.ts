/**
 * The rules a free-text signal's prices obey once read (docs/signals.md, "What is refused"): each a price
 * (PRICE_RULE, as every level of a position), the stop on the losing side of every entry, the targets on the
 * winning side of every entry and in order (LONG: SL < entries < TP1 < TP2 < ...; SHORT mirrored).
 */
import { levelOrderIssue, PRICE_RULE } from '../../position/levels';
import type { Direction } from '../../position/profit';
import { numberRuleIssue } from '../../rules/number-rule';

export interface SignalPrices {
  direction: Direction;
  entries: number[];
  targets: number[];
  stopLoss: number | null;
}

const entryLabel = (index: number, count: number) => (count === 1 ? 'the entry' : `entry ${index + 1}`);

/** The first rule the prices break, in words; null when they are sound. */
export function priceIssue({ direction, entries, targets, stopLoss }: SignalPrices): string | null {
  const named: [string, number][] = [
    ...entries.map((value, k): [string, number] => [entryLabel(k, entries.length), value]),
    ...targets.map((value, k): [string, number] => [`TP${k + 1}`, value]),
    ...(stopLoss === null ? [] : [['the stop loss', stopLoss] as [string, number]]),
  ];
  for (const [name, value] of named) {
    const problem = numberRuleIssue(`${name} (${value})`, PRICE_RULE, value);
    if (problem) return problem;
  }
  // The entry a level is checked against: the one nearest to it (for a LONG, the stop is below the lowest entry
  // and TP1 above the highest).
  const nearestToStop = entries.length
    ? direction === 'LONG'
      ? Math.min(...entries)
      : Math.max(...entries)
    : null;
  const farthestFromStop = entries.length
    ? direction === 'LONG'
      ? Math.max(...entries)
      : Math.min(...entries)
    : null;
  const stop = stopLoss === null ? null : { label: `the stop loss ${stopLoss}`, price: stopLoss };
  const target = (k: number) => ({ label: `TP${k + 1} ${targets[k]}`, price: targets[k]! });
  const entry = (price: number) => ({ label: `the entry ${price}`, price });
  const tp1 = targets.length > 0 ? target(0) : null;
  const checks = [
    () => stop && nearestToStop !== null && levelOrderIssue(direction, stop, entry(nearestToStop), 'losing'),
    () =>
      tp1 && farthestFromStop !== null && levelOrderIssue(direction, entry(farthestFromStop), tp1, 'winning'),
    () => tp1 && stop && levelOrderIssue(direction, stop, tp1, 'winning'),
    ...targets.slice(1).map((_, j) => () => levelOrderIssue(direction, target(j), target(j + 1), 'winning')),
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}
