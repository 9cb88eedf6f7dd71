import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TopMoverTimeframe } from '@signaldesk/contracts/market';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { getErrorMessage } from '../../../lib/api-client';
import { formatClockTime } from '../../../utils/format';
import { useTopMovers } from '../api/get-top-movers';
import { MoversTable } from './movers-table';

const TIMEFRAMES: { label: string; value: TopMoverTimeframe }[] = [
  { label: '1min', value: '1m' },
  { label: '5min', value: '5m' },
  { label: '15min', value: '15m' },
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
  const [timeframe, setTimeframe] = useState<TopMoverTimeframe>(DEFAULT_TIMEFRAME);
  const { data, error, isPending, isFetching, refetch } = useTopMovers();
  const timeframeLabel = TIMEFRAMES.find((option) => option.value === timeframe)?.label ?? timeframe;
  const errorState = error && (
    <ErrorState
      message={`Error: ${getErrorMessage(error, 'Erreur inconnue')}`}
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
              Market Top Movers
            </Title>
            {data && (
              <Text size="xs" c="dimmed">
                Updated {formatClockTime(data.updatedAt)}
              </Text>
            )}
          </div>
          <SegmentedControl
            size="xs"
            aria-label="Timeframe"
            data={TIMEFRAMES}
            value={timeframe}
            onChange={(value) => isTimeframe(value) && setTimeframe(value)}
          />
        </Group>

        {isPending && !error && <PageLoader label="Loading top movers" minHeight={160} />}
        {errorState}
        {data && (
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
            <MoversTable
              title="Top Gainers"
              movers={data.topGainers[timeframe]}
              changeLabel={`Change (${timeframeLabel})`}
              emptyMessage="Aucun gagnant pour cette période"
            />
            <MoversTable
              title="Top Losers"
              movers={data.topLosers[timeframe]}
              changeLabel={`Change (${timeframeLabel})`}
              emptyMessage="Aucun perdant pour cette période"
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
