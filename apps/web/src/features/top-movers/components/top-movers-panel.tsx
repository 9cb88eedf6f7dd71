import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TopMoverTimeframe } from '@signaldesk/contracts/market';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { translate, useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { formatClockTime } from '../../../utils/format';
import { useTopMovers } from '../api/get-top-movers';
import { MoversTable } from './movers-table';

const TIMEFRAMES: { label: string; value: TopMoverTimeframe }[] = [
  {
    get label() {
      return translate('topMovers.topMoversPanel.t1min');
    },
    value: '1m',
  },
  {
    get label() {
      return translate('topMovers.topMoversPanel.t5min');
    },
    value: '5m',
  },
  {
    get label() {
      return translate('topMovers.topMoversPanel.t15min');
    },
    value: '15m',
  },
  { label: '1h', value: '1h' },
  { label: '4h', value: '4h' },
];
const DEFAULT_TIMEFRAME: TopMoverTimeframe = '1h';

function isTimeframe(value: string): value is TopMoverTimeframe {
  return TIMEFRAMES.some((option) => option.value === value);
}

/**
 * 'Market Top Movers' (docs/console.md, Top movers panel): gainers and losers over a chosen timeframe, with
 * its own states.
 */
export function TopMoversPanel() {
  const t = useT();
  const [timeframe, setTimeframe] = useState<TopMoverTimeframe>(DEFAULT_TIMEFRAME);
  const { data, error, isPending, isFetching, refetch } = useTopMovers();
  const timeframeLabel = TIMEFRAMES.find((option) => option.value === timeframe)?.label ?? timeframe;
  const errorState = error && (
    <ErrorState
      message={t('topMovers.topMoversPanel.error', {
        v0: getErrorMessage(error, t('topMovers.topMoversPanel.erreurInconnue')),
      })}
      onRetry={() => void refetch()}
      retrying={isFetching}
    />
  );

  return (
    <Paper p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="top-movers-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h4" id="top-movers-title">
              {t('topMovers.topMoversPanel.marketTopMovers')}
            </Title>
            {data && (
              <Text size="xs" c="dimmed">
                {t('topMovers.topMoversPanel.updated')} {formatClockTime(data.updatedAt)}
              </Text>
            )}
          </div>
          <SegmentedControl
            size="xs"
            aria-label={t('topMovers.topMoversPanel.timeframe')}
            data={TIMEFRAMES}
            value={timeframe}
            onChange={(value) => isTimeframe(value) && setTimeframe(value)}
          />
        </Group>

        {isPending && !error && (
          <PageLoader label={t('topMovers.topMoversPanel.loadingTopMovers')} minHeight={160} />
        )}
        {errorState}
        {data && (
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
            <MoversTable
              title={t('topMovers.topMoversPanel.topGainers')}
              movers={data.topGainers[timeframe]}
              changeLabel={t('topMovers.topMoversPanel.change', { timeframeLabel })}
              emptyMessage={t('topMovers.topMoversPanel.aucunGagnantPourCette')}
            />
            <MoversTable
              title={t('topMovers.topMoversPanel.topLosers')}
              movers={data.topLosers[timeframe]}
              changeLabel={t('topMovers.topMoversPanel.change', { timeframeLabel })}
              emptyMessage={t('topMovers.topMoversPanel.aucunPerdantPourCette')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
