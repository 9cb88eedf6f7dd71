import type { FieldIssue } from '@signaldesk/contracts/errors';
import { levelsFromPercents } from '@signaldesk/core/backtest/exits';
import {
  type LevelIssue,
  type LevelName,
  type LevelSources,
  levelIssues,
  type PositionLevels,
} from '@signaldesk/core/position/levels';
import type { Direction } from '@signaldesk/core/position/profit';
import { ValidationError } from '../../lib/errors';
import type { PositionManagerSettings } from '../trading-parameters';

export type { PositionLevels };

export interface CustomLevels {
  customSL: number | null;
  customTP1: number | null;
  customTP2: number | null;
  customTP3: number | null;
}

const CUSTOM_FIELDS: Record<LevelName, keyof CustomLevels> = {
  stopLoss: 'customSL',
  tp1: 'customTP1',
  tp2: 'customTP2',
  tp3: 'customTP3',
};

/** The parameter each default level comes from (docs/trading-parameters.md, Position Manager). */
const DEFAULT_PARAMETERS: Record<LevelName, string> = {
  stopLoss: 'DEFAULT_STOP_LOSS_PERCENT',
  tp1: 'DEFAULT_TP1_PERCENT',
  tp2: 'DEFAULT_TP2_PERCENT',
  tp3: 'DEFAULT_TP3_PERCENT',
};

/** A reopen moves the stored levels: a refusal names the stored field. */
const STORED_LEVELS: LevelSources = {
  stopLoss: { field: 'stopLoss', given: true },
  tp1: { field: 'tp1', given: true },
  tp2: { field: 'tp2', given: true },
  tp3: { field: 'tp3', given: true },
};

export interface ChosenLevels {
  levels: PositionLevels;
  sources: LevelSources;
}

/** The levels of a new position: each custom level when given, else the Position Manager default. */
export function chooseLevels(
  direction: Direction,
  entryPrice: number,
  custom: CustomLevels,
  settings: PositionManagerSettings,
): ChosenLevels {
  const defaults = levelsFromPercents(direction, entryPrice, settings);
  const pick = (name: LevelName) => {
    const typed = custom[CUSTOM_FIELDS[name]];
    return typed === null
      ? { value: defaults[name], source: { field: DEFAULT_PARAMETERS[name], given: false } }
      : { value: typed, source: { field: CUSTOM_FIELDS[name], given: true } };
  };
  const stopLoss = pick('stopLoss');
  const tp1 = pick('tp1');
  const tp2 = pick('tp2');
  const tp3 = pick('tp3');
  return {
    levels: { stopLoss: stopLoss.value, tp1: tp1.value, tp2: tp2.value, tp3: tp3.value },
    sources: { stopLoss: stopLoss.source, tp1: tp1.source, tp2: tp2.source, tp3: tp3.source },
  };
}

function refuse(issues: LevelIssue[]): never {
  const fields: FieldIssue[] = issues.map((issue) => ({ path: issue.path, message: issue.message }));
  throw new ValidationError(
    `Invalid levels: ${fields.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    fields,
  );
}

/**
 * 400 unless every level is a price on its side and in order, whether typed or from a default; a refusal names the
 * custom field or the parameter behind the level (docs/positions-server.md, "Levels").
 */
export function assertSoundLevels(direction: Direction, entryPrice: number, chosen: ChosenLevels): void {
  const issues = levelIssues(direction, entryPrice, chosen.levels, chosen.sources);
  if (issues.length > 0) refuse(issues);
}

/** Reopen: the levels moved to a new entry, keeping each one's percentage distance from the entry, checked again. */
export function levelsAtNewEntry(
  direction: Direction,
  levels: PositionLevels,
  oldEntry: number,
  newEntry: number,
): PositionLevels {
  const ratio = newEntry / oldEntry;
  const moved = {
    stopLoss: levels.stopLoss * ratio,
    tp1: levels.tp1 * ratio,
    tp2: levels.tp2 * ratio,
    tp3: levels.tp3 * ratio,
  };
  assertSoundLevels(direction, newEntry, { levels: moved, sources: STORED_LEVELS });
  return moved;
}
