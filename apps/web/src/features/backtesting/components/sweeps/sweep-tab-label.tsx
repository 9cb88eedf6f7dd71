import { Group, Loader } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { useSweepStatus, useSweeps } from '../../api/backtest-sweeps';

/** Percent of a sweep's runs done, whole: `42 %`. */
export function sweepPercent(done: number, total: number): string {
  return `${total > 0 ? Math.floor((done / total) * 100) : 0} %`;
}

/**
 * The Sweep tab's label (docs/backtesting-screen.md, Sweeps): 'Sweep', and while a sweep of mine runs, its
 * progress beside it, so a sweep left running shows from the other tabs too. It shares the Sweep panel's list and
 * status queries: no extra polling while the panel is open.
 */
export function SweepTabLabel() {
  const t = useT();
  const sweeps = useSweeps();
  const mine = sweeps.data?.find((sweep) => sweep.mine && sweep.state === 'running') ?? null;
  const status = useSweepStatus(mine?.id ?? null);
  const current = status.data ?? mine;
  if (current?.state !== 'running') return 'Sweep';
  return (
    <Group gap={6} wrap="nowrap">
      {t('backtesting.sweepTabLabel.sweep')}
      <Loader size={12} aria-hidden />
      <span>{sweepPercent(current.done, current.total)}</span>
    </Group>
  );
}
