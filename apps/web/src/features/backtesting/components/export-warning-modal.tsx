import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { useT } from '../../../i18n/use-t';

interface ExportWarningModalProps {
  issues: readonly ConfigIssue[] | null;
  onCancel: () => void;
  onExport: () => void;
}

/** Export of a configuration that breaks a rule: Import (and the server) would refuse the file. */
export function ExportWarningModal({ issues, onCancel, onExport }: ExportWarningModalProps) {
  const t = useT();
  return (
    <Modal
      opened={issues !== null}
      onClose={onCancel}
      title={t('backtesting.exportWarningModal.theseSettingsDoNot')}
      centered
    >
      <Text size="sm">{t('backtesting.exportWarningModal.importSettingsAndThe')}</Text>
      <List size="sm" mt="xs" spacing={2}>
        {(issues ?? []).map((issue) => (
          <List.Item key={`${issue.path}:${issue.message}`}>{issue.message}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('backtesting.exportWarningModal.cancel')}
        </Button>
        <Button color="orange" onClick={onExport}>
          {t('backtesting.exportWarningModal.exportAnyway')}
        </Button>
      </Group>
    </Modal>
  );
}
