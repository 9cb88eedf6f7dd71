import { type FeedSignal, SIGNAL_STATES, type SignalState } from '@signaldesk/contracts/signal-sources';
import { IGNORED_REASONS as IGNORED_REASONS_OF_CORE } from '@signaldesk/core/backtest/types';
import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';
import { formatSignalPrice } from '../../../utils/format';

/** The texts of the Signals screen (docs/signals.md, "The Signals screen"); English until chosen. */
export const SIGNAL_LABELS = textsOf('signals.labels', [
  'title',
  'feed',
  'sources',
  'loadError',
  'sourcesError',
  'noSignals',
  'noFilteredSignals',
  'noSources',
] as const);

/** A signal's state in words, in the operator's language (the API's word is the filter's value). */
export const STATE_LABELS: Readonly<Record<SignalState, string>> = textsOf('signals.state', SIGNAL_STATES);

export const STATE_COLORS: Record<SignalState, string> = {
  waiting: 'yellow',
  entered: 'teal',
  ignored: 'gray',
  cancelled: 'red',
};

/** The Signal Manager's reason names (the backtest's, docs/signals.md) and what each one means. */
export const IGNORED_REASONS: Readonly<Record<string, string>> = textsOf(
  'signals.ignoredReason',
  // Live never leaves a signal pending: that is the backtest's word for data that ends too soon.
  IGNORED_REASONS_OF_CORE.filter((reason) => reason !== 'pending'),
);

/** `riskScore: risk score above the maximum`; an unknown name is shown as it is. */
export function ignoredReasonText(reason: string | null): string {
  if (!reason) return '-';
  const meaning = IGNORED_REASONS[reason];
  return meaning ? `${reason}: ${meaning}` : reason;
}

/** A countdown: `2h 05m`, `4m 30s`, `45s`; `0s` once past. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${rest}s`;
}

/**
 * What a waiting signal waits for at `now`: the wait before the entry search, then the search itself, then (past
 * its end) the Signal Manager's next step, which ignores it as `noEntry`.
 */
export function waitingText(
  signal: Pick<FeedSignal, 'waitEndsAt' | 'searchEndsAt' | 'searchProgress'> &
    Partial<Pick<FeedSignal, 'entryCondition' | 'entry'>>,
  now: number,
): string {
  if (signal.entryCondition !== undefined && signal.entryCondition !== 'at' && signal.entry != null) {
    return breakoutText(signal.entryCondition, signal.entry);
  }
  if (!signal.waitEndsAt || !signal.searchEndsAt) return '-';
  const waitEnds = Date.parse(signal.waitEndsAt);
  const searchEnds = Date.parse(signal.searchEndsAt);
  if (now < waitEnds)
    return translate('signals.waiting.searchStarts', { countdown: formatCountdown(waitEnds - now) });
  if (now < searchEnds) {
    const countdown = translate('signals.waiting.searching', {
      countdown: formatCountdown(searchEnds - now),
    });
    const progress = signal.searchProgress;
    return progress ? translate('signals.waiting.progress', { countdown, ...progress }) : countdown;
  }
  return translate('signals.waiting.over');
}

/** A breakout entry's rule: it enters at the close of the first candle beyond its level (docs/signals.md). */
export function breakoutText(condition: 'above' | 'below', price: number): string {
  return translate(
    condition === 'above' ? 'signals.waiting.breakoutAbove' : 'signals.waiting.breakoutBelow',
    {
      price: formatSignalPrice(price),
    },
  );
}
