import { Button, Group, Modal, Text } from '@mantine/core';

export const RESET_CONFIRMATION =
  'Are you sure you want to reset all parameters to their default values? This action cannot be undone.';

interface ResetConfirmModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ResetConfirmModal({ opened, onCancel, onConfirm }: ResetConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Reset to Defaults" centered>
      <Text size="sm">{RESET_CONFIRMATION}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Reset
        </Button>
      </Group>
    </Modal>
  );
}
