import { Group, Stack, Text } from '@mantine/core';
import type { UserExportFilter } from '@signaldesk/contracts/users';
import { SheetExportButtons } from '../../../components/ui/sheet-export-buttons';
import { type TextKey, useFormat, useT } from '../../../i18n';
import { usersForExport } from '../api/export-users';
import { usersSheet } from '../utils/users-sheet';

const EXPORTS: { filter: UserExportFilter; what: TextKey; label: TextKey }[] = [
  { filter: 'all', what: 'usersExport.allWhat', label: 'usersExport.allLabel' },
  { filter: 'subscribed', what: 'usersExport.subscribedWhat', label: 'usersExport.subscribedLabel' },
  {
    filter: 'not_subscribed',
    what: 'usersExport.notSubscribedWhat',
    label: 'usersExport.notSubscribedLabel',
  },
];

/** The local `YYYY-MM-DD`, for the file name. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The subscribers' exports (docs/users.md, Export): for everyone, the subscribers and the others, a CSV and an XLSX
 * built from the list in the operator's language; each says when its file is saved, or why it failed.
 */
export function ExportButtons() {
  const t = useT();
  const format = useFormat();
  return (
    <Stack gap="xs">
      {EXPORTS.map(({ filter, what, label }) => (
        <Group key={filter} gap="xs" wrap="wrap">
          <Text size="sm" miw="12rem">
            {t(label)}
          </Text>
          <SheetExportButtons
            size="sm"
            textArea="usersExport"
            what={t(what)}
            fileBase={`users-${filter}-${today()}`}
            sheetName={t('usersExport.sheet')}
            sheet={async () => usersSheet(await usersForExport(filter), t, format)}
          />
        </Group>
      ))}
    </Stack>
  );
}
