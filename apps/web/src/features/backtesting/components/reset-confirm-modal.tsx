import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

export const RESET_CONFIRMATION =
  'Are you sure you want to reset all parameters to their default values? This action cannot be undone.';

interface ResetConfirmModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ResetConfirmModal({ opened, onCancel, onConfirm }: ResetConfirmModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('backtesting.resetConfirmModal.resetToDefaults')}
      centered
    >
      <Text size="sm">{RESET_CONFIRMATION}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('backtesting.resetConfirmModal.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('backtesting.resetConfirmModal.reset')}
        </Button>
      </Group>
    </Modal>
  );
}
