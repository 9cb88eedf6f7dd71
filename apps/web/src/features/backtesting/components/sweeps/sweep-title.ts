import type { SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { fieldLabel } from '../../config/field-text';
import { METRIC_TEXT } from '../../utils/run-figures';

/** `Sweep #7: Take profit 1 × Stop loss, by Total P&L`. */
export function sweepTitle(status: Pick<SweepStatus, 'id' | 'axes' | 'metric'>): string {
  return `Sweep #${status.id}: ${status.axes.map((axis) => fieldLabel(axis.field)).join(' × ')}, by ${METRIC_TEXT[status.metric].label}`;
}
