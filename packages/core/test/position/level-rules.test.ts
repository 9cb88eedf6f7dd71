import { describe, expect, it } from 'vitest';
import { givenLevelIssues, type LevelSources, levelIssues, levelOrderIssue } from '../../src/position/levels';

const fromDefaults: LevelSources = {
  stopLoss: { field: 'DEFAULT_STOP_LOSS_PERCENT', given: false },
  tp1: { field: 'DEFAULT_TP1_PERCENT', given: false },
  tp2: { field: 'DEFAULT_TP2_PERCENT', given: false },
  tp3: { field: 'DEFAULT_TP3_PERCENT', given: false },
};

describe('the levels of a position', () => {
  it('accepts a LONG with SL < entry < TP1 < TP2 < TP3 and the mirror for a SHORT', () => {
    expect(levelIssues('LONG', 100, { stopLoss: 96, tp1: 101, tp2: 102, tp3: 105 }, fromDefaults)).toEqual(
      [],
    );
    expect(levelIssues('SHORT', 100, { stopLoss: 104, tp1: 99, tp2: 98, tp3: 95 }, fromDefaults)).toEqual([]);
  });

  it('names the parameter behind a default level out of order, for both levels involved', () => {
    // DEFAULT_TP1_PERCENT 5 and DEFAULT_TP2_PERCENT 3 on an entry of 100: TP1 105, TP2 103.
    expect(levelIssues('LONG', 100, { stopLoss: 96, tp1: 105, tp2: 103, tp3: 106 }, fromDefaults)).toEqual([
      {
        path: 'DEFAULT_TP2_PERCENT',
        message: 'TP2 from DEFAULT_TP2_PERCENT must be above TP1 from DEFAULT_TP1_PERCENT for a LONG',
      },
    ]);
  });

  it('blames the typed level when a typed and a default level are out of order', () => {
    const sources = { ...fromDefaults, tp1: { field: 'customTP1', given: true } };
    expect(levelIssues('LONG', 100, { stopLoss: 96, tp1: 104, tp2: 103.2, tp3: 105.6 }, sources)).toEqual([
      { path: 'customTP1', message: 'TP2 from DEFAULT_TP2_PERCENT must be above TP1 for a LONG' },
    ]);
  });

  it('refuses a stop on the winning side and a stop at or below zero', () => {
    expect(levelIssues('SHORT', 100, { stopLoss: 99, tp1: 98, tp2: 97, tp3: 96 }, fromDefaults)).toEqual([
      {
        path: 'DEFAULT_STOP_LOSS_PERCENT',
        message: 'stop loss from DEFAULT_STOP_LOSS_PERCENT must be above the entry price 100 for a SHORT',
      },
    ]);
    // DEFAULT_STOP_LOSS_PERCENT -150 on a LONG at 100: a stop at -50.
    expect(levelIssues('LONG', 100, { stopLoss: -50, tp1: 101, tp2: 102, tp3: 103 }, fromDefaults)).toEqual([
      {
        path: 'DEFAULT_STOP_LOSS_PERCENT',
        message: 'stop loss from DEFAULT_STOP_LOSS_PERCENT must be at least 1e-8',
      },
    ]);
  });

  it('refuses a level that is not a finite price, and judges order only between sound prices', () => {
    const issues = levelIssues(
      'LONG',
      100,
      { stopLoss: 96, tp1: Number.POSITIVE_INFINITY, tp2: 102, tp3: 2e12 },
      fromDefaults,
    );
    expect(issues).toEqual([
      { path: 'DEFAULT_TP1_PERCENT', message: 'TP1 from DEFAULT_TP1_PERCENT must be a number' },
      { path: 'DEFAULT_TP3_PERCENT', message: 'TP3 from DEFAULT_TP3_PERCENT must be at most 1000000000000' },
    ]);
  });
});

describe('the levels a signal gives', () => {
  it('checks only the given ones: each on its side, the given targets in order', () => {
    expect(givenLevelIssues('LONG', 100, {})).toEqual([]);
    expect(givenLevelIssues('LONG', 100, { tp1: 102, tp3: 105 })).toEqual([]);
    expect(givenLevelIssues('LONG', 100, { stopLoss: 101, tp1: 105, tp3: 104 })).toEqual([
      { path: 'stopLoss', message: 'stop loss must be below the entry price 100 for a LONG' },
      { path: 'tp3', message: 'TP3 must be above TP1 for a LONG' },
    ]);
    expect(givenLevelIssues('SHORT', 100, { tp2: 101, stopLoss: 0 })).toEqual([
      { path: 'stopLoss', message: 'stop loss must be at least 1e-8' },
      { path: 'tp2', message: 'TP2 must be below the entry price 100 for a SHORT' },
    ]);
  });
});

describe('the level-order rule', () => {
  const entry = { label: 'the entry 100', price: 100 };
  it('holds a losing-side price strictly on the losing side, mirrored for a SHORT', () => {
    expect(levelOrderIssue('LONG', { label: 'SL', price: 99 }, entry, 'losing')).toBeNull();
    expect(levelOrderIssue('SHORT', { label: 'SL', price: 101 }, entry, 'losing')).toBeNull();
    expect(levelOrderIssue('LONG', { label: 'SL', price: 100 }, entry, 'losing')).toBe(
      'SL must be below the entry 100 for a LONG',
    );
    expect(levelOrderIssue('SHORT', { label: 'SL', price: 99 }, entry, 'losing')).toBe(
      'SL must be above the entry 100 for a SHORT',
    );
  });

  it('names the blamed price: a target on the wrong side must move past the other', () => {
    expect(levelOrderIssue('LONG', entry, { label: 'TP1', price: 99 }, 'winning')).toBe(
      'TP1 must be above the entry 100 for a LONG',
    );
    expect(levelOrderIssue('SHORT', entry, { label: 'TP1', price: 101 }, 'winning')).toBe(
      'TP1 must be below the entry 100 for a SHORT',
    );
    expect(levelOrderIssue('SHORT', entry, { label: 'TP1', price: Number.NaN }, 'winning')).not.toBeNull();
  });
});
