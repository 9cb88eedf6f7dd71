import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  /** The question; the dialog is open while it is not null. */
  message: string | null;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog's title and cancel button, for the French screens. */
  title?: string;
  cancelLabel?: string;
}

export function ConfirmDialog({
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  title = 'Please confirm',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onCancel} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
