import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { formatUtcStamp } from '../../../../utils/format';
import type { ResultOrigin } from '../../api/run-backtest';
import { formatRunDuration } from '../../utils/run-figures';
import { CachedBadge } from './cached-badge';
import { runTitle } from './run-card';

interface ResultOriginBarProps {
  origin: ResultOrigin;
  config: BacktestConfig;
  onLoadConfig: (config: BacktestConfig) => void;
}

/** Above the results: which run they are (kept or not, from the cache or computed, whose). */
export function ResultOriginBar({ origin, config, onLoadConfig }: ResultOriginBarProps) {
  const t = useT();
  const meta = origin.kind === 'run' ? origin.run : origin.item;
  const kept = origin.kind === 'library' || origin.run.id !== null;
  const title =
    origin.kind === 'library'
      ? `${runTitle(origin.item)} by ${origin.item.owner}`
      : origin.run.id !== null
        ? `Kept as run #${origin.run.id}`
        : 'Not kept';
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      aria-label={t('backtesting.resultOrigin.aboutThisResult')}
      component="section"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          {!kept && (
            <Badge color="gray" variant="light" tt="none">
              {t('backtesting.resultOrigin.keepThisRunWas')}
            </Badge>
          )}
          {meta.cached && <CachedBadge computedAt={meta.computedAt} />}
          <Text size="xs" c="dimmed">
            {formatUtcStamp(meta.createdAt)} {t('backtesting.resultOrigin.answeredIn')}{' '}
            {formatRunDuration(meta.durationMs)}
          </Text>
        </Group>
        {origin.kind === 'library' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => onLoadConfig(config)}
          >
            {t('backtesting.resultOrigin.loadItsConfigurationInto')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
