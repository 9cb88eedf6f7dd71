import { Button, Group, Modal, Text } from '@mantine/core';
import type { BacktestRunItem } from '@signaldesk/contracts/backtest-runs';
import { useT } from '../../../../i18n/use-t';
import { runTitle } from './run-card';

interface RunDeleteModalProps {
  run: BacktestRunItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RunDeleteModal({ run, deleting, onCancel, onConfirm }: RunDeleteModalProps) {
  const t = useT();
  return (
    <Modal
      opened={run !== null}
      onClose={onCancel}
      title={t('backtesting.runDeleteModal.deleteThisRun')}
      centered
    >
      <Text size="sm">
        {run ? runTitle(run) : ''} {t('backtesting.runDeleteModal.andItsTradesWill')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('backtesting.runDeleteModal.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm}>
          {t('backtesting.runDeleteModal.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
