import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { UserExportFilter } from '@signaldesk/contracts/users';
import { IconDownload } from '@tabler/icons-react';
import { translate, useT } from '../../../i18n/use-t';
import { useExportUsersCsv } from '../api/export-users-csv';
import { USER_LABELS } from '../utils/user-labels';

const EXPORTS: { filter: UserExportFilter; label: string }[] = [
  {
    filter: 'all',
    get label() {
      return translate('users.exportButtons.exporterTousCsv');
    },
  },
  {
    filter: 'subscribed',
    get label() {
      return translate('users.exportButtons.exporterLesAbonnes');
    },
  },
  {
    filter: 'not_subscribed',
    get label() {
      return translate('users.exportButtons.exporterLesNonAbonnes');
    },
  },
];

/** The CSV export buttons; each says when its file is saved, or shows the export error. */
export function ExportButtons() {
  const t = useT();
  const exportCsv = useExportUsersCsv();
  const running = exportCsv.isPending ? exportCsv.variables : undefined;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {EXPORTS.map(({ filter, label }) => (
          <Button
            key={filter}
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} />}
            loading={running === filter}
            disabled={exportCsv.isPending && running !== filter}
            onClick={() => exportCsv.mutate(filter)}
          >
            {label}
          </Button>
        ))}
      </Group>
      {exportCsv.isSuccess && (
        <Text size="sm" c="teal.4" role="status">
          {t('users.exportButtons.fichier')} {exportCsv.data} {t('users.exportButtons.telecharge')}
        </Text>
      )}
      {exportCsv.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {USER_LABELS.exportError}
        </Alert>
      )}
    </Stack>
  );
}
