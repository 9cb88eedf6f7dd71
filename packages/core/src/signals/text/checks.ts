/**
 * The rules a free-text signal's prices obey once read (docs/signals.md, "What is refused"): each a price
 * (PRICE_RULE, as every level of a position), the stop on the losing side of every entry, the targets on the
 * winning side of every entry and in order (LONG: SL < entries < TP1 < TP2 < ...; SHORT mirrored).
 */
import { PRICE_RULE } from '../../position/levels';
import { type Direction, directionSign } from '../../position/profit';
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
  const sign = directionSign(direction);
  const [above, below] = direction === 'LONG' ? ['above', 'below'] : ['below', 'above'];
  const beyond = (price: number, reference: number) => sign * (price - reference) > 0;
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
  if (stopLoss !== null && nearestToStop !== null && !beyond(nearestToStop, stopLoss)) {
    return `the stop loss ${stopLoss} must be ${below} the entry ${nearestToStop} for a ${direction}`;
  }
  const tp1 = targets[0];
  if (tp1 !== undefined && farthestFromStop !== null && !beyond(tp1, farthestFromStop)) {
    return `TP1 ${tp1} must be ${above} the entry ${farthestFromStop} for a ${direction}`;
  }
  if (tp1 !== undefined && stopLoss !== null && !beyond(tp1, stopLoss)) {
    return `TP1 ${tp1} must be ${above} the stop loss ${stopLoss} for a ${direction}`;
  }
  for (let k = 1; k < targets.length; k++) {
    if (!beyond(targets[k]!, targets[k - 1]!)) {
      return `TP${k + 1} ${targets[k]} must be ${above} TP${k} ${targets[k - 1]} for a ${direction}`;
    }
  }
  return null;
}
