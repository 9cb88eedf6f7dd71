import type { AdminType } from './session';

/**
 * What an admin type may do (docs/console.md, Roles): admin1 everything, admin2 Backtesting only. The one table the
 * server's access check and the console's navigation and buttons read. No validation library: the console's first
 * screen reads it (docs/performance.md).
 */
export const ADMIN_ACTIONS = [
  /** Backtesting: runs, sweeps, kept runs, their exports and configuration files. */
  'backtest',
  /** The Overview, Signals, Analytics and Advanced Analytics, the header's figures from the trading history. */
  'viewTrading',
  /** Open, close and reopen positions; signal sources. */
  'trade',
  /** Users, a subscriber's page, the users export. */
  'manageUsers',
  /** Settings (the trading parameters), applying a backtest run to live. */
  'editParameters',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const ALLOWED: Record<AdminType, readonly AdminAction[]> = {
  admin1: ADMIN_ACTIONS,
  admin2: ['backtest'],
};

/** Whether an admin of this type may take the action. */
export function can(adminType: AdminType, action: AdminAction): boolean {
  return ALLOWED[adminType].includes(action);
}

/**
 * Whether an admin of this type may take every action: what the server's `admin1` routes ask (each of them serves
 * an action beyond Backtesting) and what the sidebar calls full access.
 */
export function hasFullAccess(adminType: AdminType): boolean {
  return ADMIN_ACTIONS.every((action) => can(adminType, action));
}
