import type { SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { translate } from '../../../../i18n';
import { fieldLabel } from '../../config/field-text';
import { METRIC_TEXT } from '../../utils/run-figures';

/** `Sweep #7: Take profit 1 × Stop loss, by Total P&L`. */
export function sweepTitle(status: Pick<SweepStatus, 'id' | 'axes' | 'metric'>): string {
  return translate('backtesting.runActions.sweepTitle', {
    id: status.id,
    axes: status.axes.map((axis) => fieldLabel(axis.field)).join(' × '),
    metric: METRIC_TEXT[status.metric].label,
  });
}
