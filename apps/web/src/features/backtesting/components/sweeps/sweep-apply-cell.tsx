import { Group, NativeSelect } from '@mantine/core';
import type { SweepResult } from '@signaldesk/contracts/backtest-sweeps';
import { can } from '@signaldesk/contracts/permissions';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useAuth } from '../../../../lib/auth';
import { fieldLabel } from '../../config/field-text';
import { formatMetric } from '../../utils/run-figures';
import { ApplyToLiveButton } from '../apply/apply-to-live-button';

/** A cell's values in words: 'Take profit 1 1.8, Stop loss -3'. */
export function cellWords(result: SweepResult, values: readonly number[]): string {
  return result.axes.map((axis, i) => `${fieldLabel(axis.field)} ${values[i]}`).join(', ');
}

/** Any cell of the sweep to live (an admin who may edit the parameters): pick it in the list, then "Apply to live" opens the same modal. */
export function SweepApplyCell({ result }: { result: SweepResult }) {
  const t = useT();
  const { adminType } = useAuth();
  const [index, setIndex] = useState(result.best?.index ?? 0);
  const cell = result.cells[index];
  if (!can(adminType, 'editParameters') || !cell) return null;
  const metric = result.status.metric;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('backtesting.sweepApplyCell.anotherCellToLive')}
        value={String(index)}
        onChange={(event) => setIndex(Number(event.currentTarget.value))}
        data={result.cells.map((c, i) => ({
          value: String(i),
          label: t('backtesting.sweepApplyCell.trades', {
            v0: cellWords(result, c.values),
            v1: formatMetric(metric, c.metric),
            trades: c.trades,
          }),
        }))}
        style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
      />
      <ApplyToLiveButton
        target={{ kind: 'cell', sweepId: result.status.id, index }}
        title={t('backtesting.sweepApplyCell.theCell', { v0: cellWords(result, cell.values) })}
      />
    </Group>
  );
}
