import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, can, hasFullAccess } from '../src/permissions';

describe('what an admin type may do', () => {
  it('lets admin1 take every action', () => {
    for (const action of ADMIN_ACTIONS) expect(can('admin1', action)).toBe(true);
    expect(hasFullAccess('admin1')).toBe(true);
  });

  it('lets admin2 backtest and nothing else', () => {
    expect(ADMIN_ACTIONS.filter((action) => can('admin2', action))).toEqual(['backtest']);
    expect(hasFullAccess('admin2')).toBe(false);
  });
});
