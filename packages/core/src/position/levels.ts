import { type NumberRule, numberRuleIssue } from '../rules/number-rule';
import { type Direction, directionSign } from './profit';

/**
 * The rules every level of a position obeys, wherever it comes from: a custom level typed by an administrator, a
 * Position Manager default, a reopen that moves stored levels, or a signal (docs/positions-server.md, "Levels").
 */

export const LEVEL_NAMES = ['stopLoss', 'tp1', 'tp2', 'tp3'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];
export type PositionLevels = Record<LevelName, number>;

/** The highest price any position may hold: far above any listed asset, far below where doubles lose cents. */
export const MAX_PRICE = 1e12;

/** The lowest price any position may hold: the finest tick an exchange lists (1e-8), so `5e-324` is no price. */
export const MIN_PRICE = 1e-8;

/** A price: finite, at least MIN_PRICE, at most MAX_PRICE (the database's CHECK constraints say the same). */
export const PRICE_RULE: NumberRule = {
  integer: false,
  step: MIN_PRICE,
  min: MIN_PRICE,
  max: MAX_PRICE,
};

const LEVEL_LABELS: Record<LevelName, string> = { stopLoss: 'stop loss', tp1: 'TP1', tp2: 'TP2', tp3: 'TP3' };

/**
 * Where a level came from: `field` is what a refusal names (a request field such as `customTP2`, or the parameter
 * such as `DEFAULT_TP2_PERCENT`); `given` is true when someone typed this very level, which makes it the one blamed
 * when two levels are out of order.
 */
export interface LevelSource {
  field: string;
  given: boolean;
}
export type LevelSources = Record<LevelName, LevelSource>;

export interface LevelIssue {
  /** The field of the level's source. */
  path: string;
  message: string;
}

/** A price with the words a refusal names it by (`TP2`, `the entry price 100`, `TP1 105`). */
export interface NamedPrice {
  label: string;
  price: number;
}

/**
 * The level-order rule, written once (docs/positions-server.md, "Levels"): of two prices of a position, `losing` lies
 * strictly on the losing side of `winning` (LONG: below it; SHORT: above it). The stop is on the losing side of the
 * entry, the entry on the losing side of TP1, each target on the losing side of the next. Answers the refusal in
 * words, naming the `blamed` one as the one that must move, or null when the two are in order. Every check of level
 * order calls it: `levelIssues`, `givenLevelIssues` and the signals' `priceIssue` (core/signals/text/checks.ts).
 */
export function levelOrderIssue(
  direction: Direction,
  losing: NamedPrice,
  winning: NamedPrice,
  blamed: 'losing' | 'winning',
): string | null {
  if (directionSign(direction) * (winning.price - losing.price) > 0) return null;
  const [above, below] = direction === 'LONG' ? ['above', 'below'] : ['below', 'above'];
  return blamed === 'winning'
    ? `${winning.label} must be ${above} ${losing.label} for a ${direction}`
    : `${losing.label} must be ${below} ${winning.label} for a ${direction}`;
}

function labelOf(name: LevelName, source: LevelSource): string {
  return source.given ? LEVEL_LABELS[name] : `${LEVEL_LABELS[name]} from ${source.field}`;
}

/**
 * Every rule the levels break (empty when they are sound): each a price (PRICE_RULE), the stop on the losing side
 * of the entry, the targets on the winning side in order (LONG: SL < entry < TP1 < TP2 < TP3; SHORT mirrored).
 */
export function levelIssues(
  direction: Direction,
  entryPrice: number,
  levels: PositionLevels,
  sources: LevelSources,
): LevelIssue[] {
  const entry: NamedPrice = { label: `the entry price ${entryPrice}`, price: entryPrice };
  const named = (name: LevelName): NamedPrice => ({
    label: labelOf(name, sources[name]),
    price: levels[name],
  });
  const issues: LevelIssue[] = [];
  const sound = new Set<LevelName>();
  for (const name of LEVEL_NAMES) {
    const problem = numberRuleIssue(labelOf(name, sources[name]), PRICE_RULE, levels[name]);
    if (problem) issues.push({ path: sources[name].field, message: problem });
    else sound.add(name);
  }
  if (sound.has('stopLoss')) {
    const problem = levelOrderIssue(direction, named('stopLoss'), entry, 'losing');
    if (problem) issues.push({ path: sources.stopLoss.field, message: problem });
  }
  const targets = ['tp1', 'tp2', 'tp3'] as const;
  const onWinningSide = new Set<LevelName>();
  for (const name of targets) {
    if (!sound.has(name)) continue;
    const problem = levelOrderIssue(direction, entry, named(name), 'winning');
    if (problem) issues.push({ path: sources[name].field, message: problem });
    else onWinningSide.add(name);
  }
  for (let k = 1; k < targets.length; k++) {
    const name = targets[k]!;
    const previous = targets[k - 1]!;
    if (!onWinningSide.has(name) || !onWinningSide.has(previous)) continue;
    const problem = levelOrderIssue(direction, named(previous), named(name), 'winning');
    if (!problem) continue;
    const blamed = sources[name].given || !sources[previous].given ? name : previous;
    issues.push({ path: sources[blamed].field, message: problem });
  }
  return issues;
}

/**
 * The rules among the levels a signal gives, when it may give only some of them: each given one is a price on its
 * side of the entry, and the given targets are in order (a missing level takes the Position Manager's default
 * later, and is checked then with the others). Issues name the level's own field (`tp2`).
 */
export function givenLevelIssues(
  direction: Direction,
  entryPrice: number,
  given: Partial<PositionLevels>,
): LevelIssue[] {
  const entry: NamedPrice = { label: `the entry price ${entryPrice}`, price: entryPrice };
  const issues: LevelIssue[] = [];
  let previous: NamedPrice | null = null;
  for (const name of LEVEL_NAMES) {
    const price = given[name];
    if (price === undefined) continue;
    const level: NamedPrice = { label: LEVEL_LABELS[name], price };
    const problem =
      numberRuleIssue(level.label, PRICE_RULE, price) ??
      (name === 'stopLoss'
        ? levelOrderIssue(direction, level, entry, 'losing')
        : (levelOrderIssue(direction, entry, level, 'winning') ??
          (previous && levelOrderIssue(direction, previous, level, 'winning'))));
    if (problem) issues.push({ path: name, message: problem });
    else if (name !== 'stopLoss') previous = level;
  }
  return issues;
}
