import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { MARKET_CANDLE_INTERVALS, type MarketCandleInterval } from '@signaldesk/contracts/market';
import type { Position } from '@signaldesk/contracts/positions';
import { useMemo, useState } from 'react';
import { CandleChart } from '../../../components/charts/candle-chart';
import { PriceLevelBadges } from '../../../components/charts/price-level-badges';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { formatTickPrice, formatUtcStamp } from '../../../utils/format';
import { useBreakevenRules } from '../api/get-breakeven-rules';
import { usePositionCandles } from '../api/get-position-candles';
import { usePriceDecimals } from '../hooks/use-price-decimals';
import {
  chartPrecision,
  chartWindow,
  defaultChartInterval,
  positionEvents,
  positionMarkers,
  positionPriceLevels,
} from '../utils/position-chart';

export const CANDLES_FAILED_FALLBACK = 'The candles could not be loaded.';

/**
 * A position's candles with its levels and its open and close times (docs/positions.md, Position chart). The
 * interval is chosen by the viewer; the finest that shows the whole position comes first.
 */
export function PositionChart({ position }: { position: Position }) {
  const t = useT();
  const [now] = useState(() => Date.now());
  const [interval, setChartInterval] = useState<MarketCandleInterval>(() =>
    defaultChartInterval(position, now),
  );
  const span = useMemo(() => chartWindow(position, interval, now), [position, interval, now]);
  const query = usePositionCandles({
    symbol: position.symbol,
    market: position.isSpot ? 'spot' : 'futures',
    ...span,
  });
  const decimals = usePriceDecimals()(position.symbol, position.entryPrice);
  const rules = useBreakevenRules().data ?? null;
  const levels = useMemo(() => positionPriceLevels(position, rules), [position, rules]);
  const candles = query.data?.candles;
  const markers = useMemo(() => (candles ? positionMarkers(position, candles) : []), [position, candles]);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Group gap="xs" role="status" h={320}>
        <Loader size="sm" />
        <Text size="sm">{t('positions.positionChart.loadingCandles')}</Text>
      </Group>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('positions.positionChart.candlesNotLoaded')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{getErrorMessage(query.error, CANDLES_FAILED_FALLBACK)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('positions.positionChart.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (query.data.candles.length === 0) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        {t('positions.positionChart.no')} {position.symbol}{' '}
        {t('positions.positionChart.candlesForThisPeriod')}
      </Text>
    );
  } else {
    body = (
      <>
        {query.data.partial && (
          <StoredCandlesNote
            note={query.data.partial.note}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
        <CandleChart
          candles={query.data.candles}
          levels={levels}
          markers={markers}
          precision={chartPrecision(position.entryPrice)}
          fitLevels
          height={320}
          testId="position-chart"
        />
        <Text size="xs" c="dimmed" role="status">
          {query.data.candles.length}{' '}
          {query.data.candles.length === 1
            ? t('positions.positionChart.candle')
            : t('positions.positionChart.candles')}{' '}
          {t('positions.positionChart.of')} {interval} {t('positions.positionChart.utc')}
          {span.clipped ? t('positions.positionChart.theLatestPartOnly') : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {positionEvents(position)
            .map((event) => `${event.label} ${formatUtcStamp(event.at)}`)
            .join(' · ')}
        </Text>
      </>
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} id={`position-chart-${position.id}`}>
          {t('positions.positionChart.chart')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={`position-chart-${position.id}`}
          value={interval}
          onChange={(value) => setChartInterval(value as MarketCandleInterval)}
          data={[...MARKET_CANDLE_INTERVALS]}
        />
      </Group>
      {body}
      <PriceLevelBadges levels={levels} formatPrice={(price) => formatTickPrice(price, decimals)} />
    </Stack>
  );
}

/** The exchange failed and the chart shows the stored candles only: said above the chart, with a Retry. */
function StoredCandlesNote(props: { note: string; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  const { note, retrying, onRetry } = props;
  return (
    <Alert color="yellow" variant="light" role="status" p="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{note}</Text>
        <Button size="xs" variant="default" loading={retrying} onClick={onRetry}>
          {t('positions.positionChart.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
