import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SweepResult } from '@signaldesk/contracts/backtest-sweeps';
import { useT } from '../../../../i18n/use-t';
import { formatCount } from '../../../../utils/format';
import { formatRunDuration } from '../../utils/run-figures';
import { SweepApplyCell } from './sweep-apply-cell';
import { SweepBest } from './sweep-best';
import { SweepGrid } from './sweep-grid';
import { SweepLine } from './sweep-line';
import { sweepTitle } from './sweep-title';

type Cell = SweepResult['cells'][number];

interface SweepResultViewProps {
  result: SweepResult;
  onPick: (cell: Cell) => void;
}

/** An ended sweep: its map or line, then the best cell, its neighbourhood and the out-of-sample check. */
export function SweepResultView({ result, onPick }: SweepResultViewProps) {
  const t = useT();
  const { status } = result;
  const cancelled = status.state === 'cancelled';
  const best = result.best
    ? result.cells.find((cell) => cell.at.join(',') === result.best?.at.join(','))
    : undefined;
  return (
    <Stack gap="md" aria-label={t('backtesting.sweepResultView.sweepResult')} component="section">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{sweepTitle(status)}</Text>
        <Badge color={cancelled ? 'orange' : 'teal'} variant="light" tt="none">
          {cancelled
            ? t('backtesting.sweepResultView.cancelledOfRuns', { done: status.done, total: status.total })
            : t('backtesting.sweepResultView.runs', { v0: formatCount(status.total) })}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatRunDuration(status.elapsedMs)} · {formatCount(status.positions)}{' '}
          {t('backtesting.sweepResultView.positionsBy')} {status.owner}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {result.outOfSample ? t('backtesting.sweepResultView.inSampleFigures') : ''}
        {t('backtesting.sweepResultView.eachCellTheMetric')}
      </Text>
      {result.axes.length === 1 && <SweepLine result={result} />}
      <SweepGrid result={result} onPick={onPick} />
      <SweepBest result={result} onLoadBest={() => best && onPick(best)} />
      <SweepApplyCell result={result} />
    </Stack>
  );
}
