import type { DifferenceReason } from '@signaldesk/contracts/live-vs-backtest';
import { translate } from '../../../i18n/use-t';

function reason(key: DifferenceReason, color: string): { readonly label: string; color: string } {
  return {
    get label() {
      return translate(`liveVsBacktest.reasons.${key}`);
    },
    color,
  };
}

/** Each difference reason as the panel words it (docs/advanced-analytics.md, Live against backtest). */
export const REASON_TEXT: Record<DifferenceReason, { label: string; color: string }> = {
  same: reason('same', 'gray'),
  stillWaiting: reason('stillWaiting', 'blue'),
  missingCandle: reason('missingCandle', 'grape'),
  ignoredLiveEnteredBacktest: reason('ignoredLiveEnteredBacktest', 'red'),
  enteredLiveIgnoredBacktest: reason('enteredLiveIgnoredBacktest', 'red'),
  ignoredDiffers: reason('ignoredDiffers', 'grape'),
  enteredLate: reason('enteredLate', 'orange'),
  entryDiffers: reason('entryDiffers', 'orange'),
  stillOpen: reason('stillOpen', 'blue'),
  closedByHand: reason('closedByHand', 'yellow'),
  exitDiffers: reason('exitDiffers', 'cyan'),
};
