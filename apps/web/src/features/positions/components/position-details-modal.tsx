import { Badge, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { profitPercentage } from '@signaldesk/core/position/profit';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { translate, useT } from '../../../i18n/use-t';
import { formatSignedPercent, formatTickPrice, formatUtcStamp } from '../../../utils/format';
import type { PriceOf } from '../hooks/use-position-prices';
import { usePriceDecimals } from '../hooks/use-price-decimals';
import { profitColor } from './row-view';

// The chart library loads when a details modal first opens, not with the Overview (docs/console.md, Charts).
const PositionChart = lazy(() =>
  import('./position-chart').then((module) => ({ default: module.PositionChart })),
);

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** The profit to show: the final one of a closed position, else the one at the current price. */
function profitOf(position: Position, priceOf: PriceOf | undefined) {
  if (position.status === 'closed') {
    return {
      get label() {
        return translate('positions.positionDetailsModal.finalProfit');
      },
      value: position.finalProfitPercentage,
    };
  }
  const price = priceOf?.(position.symbol);
  return {
    get label() {
      return translate('positions.positionDetailsModal.currentProfit');
    },
    value: price === undefined ? null : profitPercentage(position.direction, position.entryPrice, price),
  };
}

/** TP1 to TP3, each hit or not, in words (not colour alone). */
function TargetStatus({ position }: { position: Position }) {
  const t = useT();
  const targets = [
    ['TP1', position.hitTp1],
    ['TP2', position.hitTp2],
    ['TP3', position.hitTp3],
  ] as const;
  return (
    <Group gap={4} role="group" aria-label={t('positions.positionDetailsModal.takeProfits')}>
      {targets.map(([name, hit]) => (
        <Badge
          key={name}
          size="sm"
          tt="none"
          variant={hit ? 'filled' : 'outline'}
          color={hit ? 'teal.8' : 'gray'}
        >
          {name} {hit ? t('positions.positionDetailsModal.hit') : t('positions.positionDetailsModal.notHit')}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * Symbol and direction, Entry Price, Stop Loss, Take Profit 1-3, Opened At, Risk Score (x/10), Force; then the
 * profit, the take-profit status and the position's chart (docs/positions.md, Position chart).
 */
export function PositionDetailsModal({
  position,
  onClose,
  priceOf,
}: {
  position: Position | null;
  onClose: () => void;
  /** The live price of an open position (the Overview); absent on the history. */
  priceOf?: PriceOf;
}) {
  const t = useT();
  const decimalsOf = usePriceDecimals();
  const decimals = position ? decimalsOf(position.symbol, position.entryPrice) : 0;
  const profit = position ? profitOf(position, priceOf) : null;
  // Phones get the whole screen: the chart needs the width.
  const phone = useViewportQuery('(max-width: 48em)');
  return (
    <Modal
      opened={position !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close details' }}
      title={position ? `${position.symbol} ${position.direction}` : ''}
    >
      {position && profit ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Field
              label={t('positions.positionDetailsModal.entryPrice')}
              value={formatTickPrice(position.entryPrice, decimals)}
            />
            <Field
              label={t('positions.positionDetailsModal.stopLoss')}
              value={formatTickPrice(position.stopLoss, decimals)}
            />
            <Field
              label={t('positions.positionDetailsModal.takeProfit1')}
              value={formatTickPrice(position.tp1, decimals)}
            />
            <Field
              label={t('positions.positionDetailsModal.takeProfit2')}
              value={formatTickPrice(position.tp2, decimals)}
            />
            <Field
              label={t('positions.positionDetailsModal.takeProfit3')}
              value={formatTickPrice(position.tp3, decimals)}
            />
            <Field
              label={t('positions.positionDetailsModal.openedAt')}
              value={formatUtcStamp(position.openedAt)}
            />
            <Field
              label={t('positions.positionDetailsModal.riskScore')}
              value={position.riskScore === null ? '—' : `${position.riskScore}/10`}
            />
            <Field
              label={t('positions.positionDetailsModal.force')}
              value={position.forcePercentage === null ? '—' : `${position.forcePercentage}%`}
            />
          </SimpleGrid>
          <Group gap="md" wrap="wrap">
            <div>
              <Text size="xs" c="dimmed">
                {profit.label}
              </Text>
              <Text size="lg" fw={700} c={profitColor(profit.value)}>
                {formatSignedPercent(profit.value)}
              </Text>
            </div>
            <TargetStatus position={position} />
            {position.closedAt ? (
              <Field
                label={t('positions.positionDetailsModal.closedAt')}
                value={formatUtcStamp(position.closedAt)}
              />
            ) : null}
          </Group>
          <Suspense
            fallback={
              <PageLoader label={t('positions.positionDetailsModal.loadingTheChart')} minHeight={200} />
            }
          >
            <PositionChart key={position.id} position={position} />
          </Suspense>
        </Stack>
      ) : null}
    </Modal>
  );
}
