import type { FieldIssue } from '@signaldesk/contracts/errors';
import { levelsFromPercents } from '@signaldesk/core/backtest/exits';
import { type Direction, directionSign } from '@signaldesk/core/position/profit';
import type { PositionManagerSettings } from '../trading-parameters/trading-parameters.service';

export interface PositionLevels {
  stopLoss: number;
  tp1: number;
  tp2: number;
  tp3: number;
}

export interface CustomLevels {
  customSL: number | null;
  customTP1: number | null;
  customTP2: number | null;
  customTP3: number | null;
}

/** The levels of a new position: each custom level when given, else the Position Manager default. */
export function chooseLevels(
  direction: Direction,
  entryPrice: number,
  custom: CustomLevels,
  settings: PositionManagerSettings,
): PositionLevels {
  const defaults = levelsFromPercents(direction, entryPrice, settings);
  return {
    stopLoss: custom.customSL ?? defaults.stopLoss,
    tp1: custom.customTP1 ?? defaults.tp1,
    tp2: custom.customTP2 ?? defaults.tp2,
    tp3: custom.customTP3 ?? defaults.tp3,
  };
}

const TARGET_FIELDS = ['customTP1', 'customTP2', 'customTP3'] as const;

/**
 * The custom levels that sit on the wrong side: the stop must be on the losing side of the entry, the targets on
 * the winning side in order (LONG: SL < entry < TP1 < TP2 < TP3; SHORT mirrored). A rule broken between a custom
 * level and a default one is reported on the custom field.
 */
export function customLevelIssues(
  direction: Direction,
  entryPrice: number,
  levels: PositionLevels,
  custom: CustomLevels,
): FieldIssue[] {
  const sign = directionSign(direction);
  const beyond = (price: number, reference: number) => sign * (price - reference) > 0;
  const [above, below] = direction === 'LONG' ? ['above', 'below'] : ['below', 'above'];
  const issues: FieldIssue[] = [];
  if (custom.customSL !== null && !beyond(entryPrice, levels.stopLoss)) {
    issues.push({
      path: 'customSL',
      message: `stop loss must be ${below} the entry price ${entryPrice} for a ${direction}`,
    });
  }
  const targets = [levels.tp1, levels.tp2, levels.tp3];
  for (let k = 0; k < 3; k++) {
    const field = TARGET_FIELDS[k]!;
    const level = targets[k]!;
    if (!beyond(level, entryPrice)) {
      if (custom[field] !== null) {
        issues.push({
          path: field,
          message: `TP${k + 1} must be ${above} the entry price ${entryPrice} for a ${direction}`,
        });
      }
      continue;
    }
    if (k > 0 && !beyond(level, targets[k - 1]!)) {
      const blamed = custom[field] !== null ? field : TARGET_FIELDS[k - 1]!;
      if (custom[blamed] === null) continue;
      issues.push({ path: blamed, message: `TP${k + 1} must be ${above} TP${k} for a ${direction}` });
    }
  }
  return issues;
}

/** Reopen: the levels moved to a new entry, keeping each one's percentage distance from the entry. */
export function levelsAtNewEntry(levels: PositionLevels, oldEntry: number, newEntry: number): PositionLevels {
  const ratio = newEntry / oldEntry;
  return {
    stopLoss: levels.stopLoss * ratio,
    tp1: levels.tp1 * ratio,
    tp2: levels.tp2 * ratio,
    tp3: levels.tp3 * ratio,
  };
}
