import type { DifferenceReason } from '@signaldesk/contracts/live-vs-backtest';

/** Each difference reason as the panel words it (docs/advanced-analytics.md, Live against backtest). */
export const REASON_TEXT: Record<DifferenceReason, { label: string; color: string }> = {
  same: { label: 'Same', color: 'gray' },
  stillWaiting: { label: 'Still waiting live', color: 'blue' },
  missingCandle: { label: 'Missing candle in the store', color: 'grape' },
  ignoredLiveEnteredBacktest: { label: 'Ignored live, entered in backtest', color: 'red' },
  enteredLiveIgnoredBacktest: { label: 'Entered live, ignored in backtest', color: 'red' },
  ignoredDiffers: { label: 'Ignored for another reason', color: 'grape' },
  enteredLate: { label: 'Entered late live', color: 'orange' },
  entryDiffers: { label: 'Entered at another price', color: 'orange' },
  stillOpen: { label: 'Still open live', color: 'blue' },
  closedByHand: { label: 'Closed by hand', color: 'yellow' },
  exitDiffers: { label: 'Other exit (live prices, not candles)', color: 'cyan' },
};
