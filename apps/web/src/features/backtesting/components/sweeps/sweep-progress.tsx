import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { IconPlayerStop } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { formatCount } from '../../../../utils/format';
import { formatRunDuration } from '../../utils/run-figures';
import { sweepTitle } from './sweep-title';

/** Seconds left, rounded up: `about 12 s left`, `about 2 min left`. */
export function timeLeftText(remainingMs: number | null): string {
  if (remainingMs === null) return 'estimating the time left…';
  const seconds = Math.ceil(remainingMs / 1000);
  return seconds < 90 ? `about ${seconds} s left` : `about ${Math.ceil(seconds / 60)} min left`;
}

interface SweepProgressProps {
  status: SweepStatus;
  cancelling: boolean;
  onCancel: () => void;
}

/** A running sweep: runs done of the total, the time left, Cancel for its owner. */
export function SweepProgress({ status, cancelling, onCancel }: SweepProgressProps) {
  const t = useT();
  const percent = status.total > 0 ? (status.done / status.total) * 100 : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-label={t('backtesting.sweepProgress.sweepProgress')}
      component="section"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{sweepTitle(status)}</Text>
          {status.mine ? (
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconPlayerStop size={14} />}
              loading={cancelling}
              onClick={onCancel}
            >
              {t('backtesting.sweepProgress.cancelSweep')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('backtesting.sweepProgress.startedBy')} {status.owner}
            </Text>
          )}
        </Group>
        <Progress
          value={percent}
          size="lg"
          aria-label={t('backtesting.sweepProgress.runsDone')}
          animated
          striped
        />
        <Text size="sm" role="status" aria-live="polite">
          {formatCount(status.done)} {t('backtesting.sweepProgress.of')} {formatCount(status.total)}{' '}
          {t('backtesting.sweepProgress.runsDone2')} {timeLeftText(status.remainingMs)}{' '}
          {t('backtesting.sweepProgress.elapsed')} {formatRunDuration(status.elapsedMs)} ·{' '}
          {formatCount(status.positions)} {t('backtesting.sweepProgress.positions')}
        </Text>
      </Stack>
    </Paper>
  );
}
