import { Alert, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { tradeMarkers, tradePriceLevels } from '@signaldesk/core/backtest/trade-chart';
import type { BacktestTrade } from '@signaldesk/core/backtest/types';
import { useMemo } from 'react';
import { CandleChart } from '../../../components/charts/candle-chart';
import { PriceLevelBadges } from '../../../components/charts/price-level-badges';
import { useT } from '../../../i18n/use-t';
import { formatSignedUsd, formatSixDecimalPrice, formatUtcDateTime } from '../../../utils/format';
import { useTradeCandles } from '../api/trade-candles';
import { profitColor } from '../utils/profit-color';
import { ExitReasonBadge } from './exit-reason-badge';

interface TradeChartModalProps {
  trade: BacktestTrade | null;
  config: BacktestConfig;
  onClose: () => void;
}

/** A trade's candles around it with its signal, entry, targets, stop moves and exit (the run's own levels). */
export function TradeChartModal({ trade, config, onClose }: TradeChartModalProps) {
  const t = useT();
  const state = useTradeCandles(trade);
  const levels = useMemo(() => (trade ? tradePriceLevels(trade, config) : []), [trade, config]);
  const markers = useMemo(
    () => (trade && state.status === 'success' ? tradeMarkers(trade, config, state.data.candles) : []),
    [trade, config, state],
  );
  return (
    <Modal
      opened={trade !== null}
      onClose={onClose}
      size="xl"
      title={
        trade
          ? t('backtesting.tradeChartModal.position', {
              symbol: trade.symbol,
              direction: trade.direction,
              positionId: trade.positionId,
            })
          : ''
      }
    >
      {trade && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <ExitReasonBadge reason={trade.exitReason} />
            <Text size="sm" fw={700} c={profitColor(trade.profitLoss)}>
              {formatSignedUsd(trade.profitLoss)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatSixDecimalPrice(trade.entryPrice)} → {formatSixDecimalPrice(trade.exitPrice)} ·{' '}
              {formatUtcDateTime(trade.entryTime)} → {formatUtcDateTime(trade.exitTime)}{' '}
              {t('backtesting.tradeChartModal.utc')}
            </Text>
          </Group>
          {state.status === 'loading' && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('backtesting.tradeChartModal.loadingCandles')}</Text>
            </Group>
          )}
          {state.status === 'error' && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('backtesting.tradeChartModal.candlesNotLoaded')}
            >
              {state.message}
            </Alert>
          )}
          {state.status === 'success' && state.data.candles.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              {t('backtesting.tradeChartModal.theCandleStoreHolds')} {trade.symbol}{' '}
              {t('backtesting.tradeChartModal.candlesAroundThisTrade')}
            </Text>
          )}
          {state.status === 'success' && state.data.candles.length > 0 && (
            <>
              <Text size="xs" c="dimmed" role="status">
                {state.data.candles.length} {t('backtesting.tradeChartModal.candlesOf')} {state.data.step}{' '}
                {t('backtesting.tradeChartModal.minUtc')}
              </Text>
              <CandleChart
                candles={state.data.candles}
                levels={levels}
                markers={markers}
                testId="trade-chart"
              />
              <PriceLevelBadges levels={levels} formatPrice={formatSixDecimalPrice} />
              <Text size="xs" c="dimmed">
                {markers.map((marker) => `${marker.label} ${formatUtcDateTime(marker.time)}`).join(' · ')}
              </Text>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
