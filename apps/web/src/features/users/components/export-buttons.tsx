import { Group, Stack, Text } from '@mantine/core';
import type { UserExportFilter } from '@signaldesk/contracts/users';
import { SheetExportButtons } from '../../../components/ui/sheet-export-buttons';
import { formatterFor, type TextKey, textLanguage, usePreferences, useT } from '../../../i18n';
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

/** The UTC `YYYY-MM-DD`, for the file name (as the server's own export names it). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The subscribers' exports (docs/users.md, Export): for everyone, the subscribers and the others, a CSV and an XLSX
 * built from the list in the operator's language; each says when its file is saved, or why it failed.
 */
export function ExportButtons() {
  const t = useT();
  const { language, zone } = usePreferences();
  // The file speaks one language: the one its headers are in (French until the operator chooses, as the screen).
  const format = formatterFor(textLanguage('usersExport.sheet', language), zone);
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
