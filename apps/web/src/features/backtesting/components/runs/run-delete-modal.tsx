import { Button, Group, Modal, Text } from '@mantine/core';
import type { BacktestRunItem } from '@signaldesk/contracts/backtest-runs';
import { runTitle } from './run-card';

interface RunDeleteModalProps {
  run: BacktestRunItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RunDeleteModal({ run, deleting, onCancel, onConfirm }: RunDeleteModalProps) {
  return (
    <Modal opened={run !== null} onClose={onCancel} title="Delete this run?" centered>
      <Text size="sm">
        {run ? runTitle(run) : ''} and its trades will be removed from the library. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
