import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SweepResult } from '@signaldesk/contracts/backtest-sweeps';
import { type Better, METRIC_BETTER } from '@signaldesk/core/backtest/run-metrics';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
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
  const t = useT();
  const { best, outOfSample } = result;
  const metric = result.status.metric;
  const label = METRIC_TEXT[metric].label;
  if (!best)
    return (
      <Text size="sm" c="dimmed">
        {t('backtesting.sweepBest.noCombinationHasA')} {label.toLowerCase()}
        {t('backtesting.sweepBest.thereIsNoBest')}
      </Text>
    );
  const where = cellWords(result, best.values);
  return (
    <Stack gap="sm" aria-label={t('backtesting.sweepBest.bestCell')} component="section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {t('backtesting.sweepBest.bestCell')}
          {outOfSample ? t('backtesting.sweepBest.pickedInSample') : ''}: {where}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={onLoadBest}>
            {t('backtesting.sweepBest.loadTheBestCell')}
          </Button>
          <ApplyToLiveButton
            target={{ kind: 'cell', sweepId: result.status.id, index: best.index }}
            title={t('backtesting.sweepBest.theBestCell', { where })}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard
          label={t('backtesting.sweepBest.best', { label })}
          value={formatMetric(metric, best.metric)}
          hint={t('backtesting.sweepBest.trades', { v0: formatCount(best.trades) })}
        />
        <StatCard
          label={t('backtesting.sweepBest.neighbourhoodAverage')}
          value={formatMetric(metric, best.neighbourhoodAverage)}
          hint={
            best.neighbours === 0
              ? t('backtesting.sweepBest.noNeighbourWithA')
              : t('backtesting.sweepBest.meanOfOneStep', {
                  neighbours: best.neighbours,
                  v1: best.neighbours === 1 ? 'cell' : 'cells',
                })
          }
        />
        {outOfSample && (
          <>
            <StatCard
              label={t('backtesting.sweepBest.inSample', { label })}
              value={formatMetric(metric, outOfSample.inSampleMetric)}
              hint={t('backtesting.sweepBest.tradesPositions', {
                v0: formatCount(outOfSample.inSampleTrades),
                v1: formatCount(outOfSample.inSamplePositions),
              })}
            />
            <StatCard
              label={t('backtesting.sweepBest.outOfSample', { label })}
              value={formatMetric(metric, outOfSample.outOfSampleMetric)}
              hint={t('backtesting.sweepBest.tradesPositions', {
                v0: formatCount(outOfSample.outOfSampleTrades),
                v1: formatCount(outOfSample.outOfSamplePositions),
              })}
            />
          </>
        )}
      </SimpleGrid>
      {outOfSample?.splitAt && (
        <Text size="xs" c="dimmed">
          {t('backtesting.sweepBest.outOfSamplePositions')} {formatUtcStamp(outOfSample.splitAt)}.
        </Text>
      )}
      {best.neighbours > 0 &&
        best.neighbourhoodAverage !== null &&
        isLoneCell(METRIC_BETTER[metric], best.metric, best.neighbourhoodAverage) && (
          <Alert color="yellow" variant="light" title={t('backtesting.sweepBest.aLoneCell')}>
            {t('backtesting.sweepBest.itsNeighboursAverage')}{' '}
            {formatMetric(metric, best.neighbourhoodAverage)} {t('backtesting.sweepBest.against')}{' '}
            {formatMetric(metric, best.metric)} {t('backtesting.sweepBest.hereTheBestValue')}
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
