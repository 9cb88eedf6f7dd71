import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SweepResult } from '@signaldesk/contracts/backtest-sweeps';
import { type Better, METRIC_BETTER } from '@signaldesk/core/backtest/run-metrics';
import { IconArrowBackUp } from '@tabler/icons-react';
import { formatCount, formatUtcStamp } from '../../../../utils/format';
import { formatMetric, METRIC_TEXT } from '../../utils/run-figures';
import { ApplyToLiveButton } from '../apply/apply-to-live-button';
import { StatCard } from '../stat-card';
import { cellWords } from './sweep-apply-cell';

interface SweepBestProps {
  result: SweepResult;
  onLoadBest: () => void;
}

/**
 * The best cell beside the mean of its neighbours (a lone lucky cell stands far above them), and with a split
 * the best in-sample cell's metric on both parts.
 */
export function SweepBest({ result, onLoadBest }: SweepBestProps) {
  const { best, outOfSample } = result;
  const metric = result.status.metric;
  const label = METRIC_TEXT[metric].label;
  if (!best)
    return (
      <Text size="sm" c="dimmed">
        No combination has a {label.toLowerCase()}: there is no best cell.
      </Text>
    );
  const where = cellWords(result, best.values);
  return (
    <Stack gap="sm" aria-label="Best cell" component="section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          Best cell{outOfSample ? ' (picked in-sample)' : ''}: {where}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={onLoadBest}>
            Load the best cell into the form
          </Button>
          <ApplyToLiveButton
            target={{ kind: 'cell', sweepId: result.status.id, index: best.index }}
            title={`the best cell (${where})`}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard
          label={`Best ${label}`}
          value={formatMetric(metric, best.metric)}
          hint={`${formatCount(best.trades)} trades`}
        />
        <StatCard
          label="Neighbourhood average"
          value={formatMetric(metric, best.neighbourhoodAverage)}
          hint={
            best.neighbours === 0
              ? 'no neighbour with a value'
              : `mean of ${best.neighbours} ${best.neighbours === 1 ? 'cell' : 'cells'} one step around`
          }
        />
        {outOfSample && (
          <>
            <StatCard
              label={`In-sample ${label}`}
              value={formatMetric(metric, outOfSample.inSampleMetric)}
              hint={`${formatCount(outOfSample.inSampleTrades)} trades · ${formatCount(outOfSample.inSamplePositions)} positions`}
            />
            <StatCard
              label={`Out-of-sample ${label}`}
              value={formatMetric(metric, outOfSample.outOfSampleMetric)}
              hint={`${formatCount(outOfSample.outOfSampleTrades)} trades · ${formatCount(outOfSample.outOfSamplePositions)} positions`}
            />
          </>
        )}
      </SimpleGrid>
      {outOfSample?.splitAt && (
        <Text size="xs" c="dimmed">
          Out-of-sample positions opened from {formatUtcStamp(outOfSample.splitAt)}.
        </Text>
      )}
      {best.neighbours > 0 &&
        best.neighbourhoodAverage !== null &&
        isLoneCell(METRIC_BETTER[metric], best.metric, best.neighbourhoodAverage) && (
          <Alert color="yellow" variant="light" title="A lone cell?">
            Its neighbours average {formatMetric(metric, best.neighbourhoodAverage)} against{' '}
            {formatMetric(metric, best.metric)} here: the best value may be luck rather than a setting that
            holds.
          </Alert>
        )}
    </Stack>
  );
}

/**
 * The neighbours do far worse than the best cell: under half of its value when higher is better (a best at
 * or below zero is no luck to warn of), over twice it when lower is better.
 */
export function isLoneCell(better: Better, value: number, average: number): boolean {
  if (better === 'lower') return average > value * 2;
  if (better === 'higher') return value > 0 && average < value / 2;
  return false;
}
