import { Modal, SimpleGrid, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { formatAdaptivePrice, formatLocalDateTime } from '../../../utils/format';

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
  return (
    <Modal
      opened={position !== null}
      onClose={onClose}
      title={position ? `${position.symbol} ${position.direction}` : ''}
    >
      {position ? (
        <SimpleGrid cols={2}>
          <Field label="Entry Price" value={formatAdaptivePrice(position.entryPrice)} />
          <Field label="Stop Loss" value={formatAdaptivePrice(position.stopLoss)} />
          <Field label="Take Profit 1" value={formatAdaptivePrice(position.tp1)} />
          <Field label="Take Profit 2" value={formatAdaptivePrice(position.tp2)} />
          <Field label="Take Profit 3" value={formatAdaptivePrice(position.tp3)} />
          <Field label="Opened At" value={formatLocalDateTime(position.openedAt)} />
          <Field label="Risk Score" value={`${position.riskScore}/10`} />
          <Field label="Force" value={`${position.forcePercentage}%`} />
        </SimpleGrid>
      ) : null}
    </Modal>
  );
}
