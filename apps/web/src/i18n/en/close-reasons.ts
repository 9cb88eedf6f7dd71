import type { CloseReason } from '@signaldesk/contracts/positions';

/**
 * Why a position closed, in words, by close reason (`closeReasonLabel`, docs/console.md, Languages): a reason added
 * to the set without its words fails the build.
 */
export const closeReasons = {
  TP1: 'Take profit 1',
  TP2: 'Take profit 2',
  TP3: 'Take profit 3',
  SL: 'Stop loss',
  BREAKEVEN_1: 'Breakeven 1 stop',
  BREAKEVEN_2: 'Breakeven 2 stop',
  TIMEOUT: 'Time limit',
  BTC_EMERGENCY: 'Bitcoin emergency',
  REVERSAL: 'Reversal',
  TRADERS_EXIT: 'Closed by hand',
  SOURCE_UPDATE: 'Closed by its source',
} satisfies Record<CloseReason, string>;
