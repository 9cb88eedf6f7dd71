import { Modal, SimpleGrid, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { formatTickPrice, formatUtcStamp } from '../../../utils/format';
import { usePriceDecimals } from '../hooks/use-price-decimals';

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

/** Symbol and direction, Entry Price, Stop Loss, Take Profit 1-3, Opened At, Risk Score (x/10), Force. */
export function PositionDetailsModal({
  position,
  onClose,
}: {
  position: Position | null;
  onClose: () => void;
}) {
  const decimalsOf = usePriceDecimals();
  const decimals = position ? decimalsOf(position.symbol, position.entryPrice) : 0;
  return (
    <Modal
      opened={position !== null}
      onClose={onClose}
      title={position ? `${position.symbol} ${position.direction}` : ''}
    >
      {position ? (
        <SimpleGrid cols={2}>
          <Field label="Entry Price" value={formatTickPrice(position.entryPrice, decimals)} />
          <Field label="Stop Loss" value={formatTickPrice(position.stopLoss, decimals)} />
          <Field label="Take Profit 1" value={formatTickPrice(position.tp1, decimals)} />
          <Field label="Take Profit 2" value={formatTickPrice(position.tp2, decimals)} />
          <Field label="Take Profit 3" value={formatTickPrice(position.tp3, decimals)} />
          <Field label="Opened At" value={formatUtcStamp(position.openedAt)} />
          <Field label="Risk Score" value={`${position.riskScore}/10`} />
          <Field label="Force" value={`${position.forcePercentage}%`} />
        </SimpleGrid>
      ) : null}
    </Modal>
  );
}
