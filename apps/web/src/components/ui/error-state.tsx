import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface ErrorStateProps {
  /** Shown as given, e.g. `Error: ${getErrorMessage(error, 'Erreur inconnue')}`. */
  message: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
}

/** A failed load inside its own panel, with a Retry button: one failure never blanks the page. */
export function ErrorState({ message, onRetry, retrying = false, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={retrying}
            onClick={onRetry}
          >
            {retryLabel}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
