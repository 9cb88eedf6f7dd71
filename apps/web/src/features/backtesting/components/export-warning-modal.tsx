import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';

interface ExportWarningModalProps {
  issues: readonly ConfigIssue[] | null;
  onCancel: () => void;
  onExport: () => void;
}

/** Export of a configuration that breaks a rule: Import (and the server) would refuse the file. */
export function ExportWarningModal({ issues, onCancel, onExport }: ExportWarningModalProps) {
  return (
    <Modal opened={issues !== null} onClose={onCancel} title="These settings do not fit" centered>
      <Text size="sm">
        Import Settings and the server will refuse a file with these settings until they are fixed:
      </Text>
      <List size="sm" mt="xs" spacing={2}>
        {(issues ?? []).map((issue) => (
          <List.Item key={`${issue.path}:${issue.message}`}>{issue.message}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="orange" onClick={onExport}>
          Export anyway
        </Button>
      </Group>
    </Modal>
  );
}
