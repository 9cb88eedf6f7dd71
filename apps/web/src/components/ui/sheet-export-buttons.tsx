import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n';
import { getErrorMessage } from '../../lib/api-client';
import { saveBlob, saveText } from '../../lib/save-blob';
import { type Sheet, sheetCsv, sheetXlsx } from '../../lib/spreadsheet';
import { notifyFailure, notifySuccess } from './notify';

interface SheetExportButtonsProps<Row> {
  /** What is exported, in words for the buttons' names ("the position history"). */
  what: string;
  /** The file name without its extension. */
  fileBase: string;
  sheetName: string;
  /** The table at the moment of the click (an API read may come first). */
  sheet: () => Sheet<Row> | Promise<Sheet<Row>>;
  disabled?: boolean;
  size?: 'compact-sm' | 'sm';
  /** Whose words the buttons and toasts use: the exports' own, or a French-by-spec screen's (the Users screen). */
  textArea?: 'exports' | 'usersExport';
}

/**
 * An export's two buttons, CSV and XLSX, side by side (docs/console.md, Exports); each ends in a toast naming the
 * file and its rows, or the reason it failed. The XLSX writer loads on the first XLSX click.
 */
export function SheetExportButtons<Row>({
  what,
  fileBase,
  sheetName,
  sheet,
  disabled = false,
  size = 'compact-sm',
  textArea = 'exports',
}: SheetExportButtonsProps<Row>) {
  const t = useT();
  const [running, setRunning] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (kind: 'csv' | 'xlsx') => {
    setRunning(kind);
    try {
      const table = await sheet();
      const file = `${fileBase}.${kind}`;
      if (kind === 'csv') saveText(file, sheetCsv(table), 'text/csv');
      else saveBlob(await sheetXlsx(table, sheetName), file);
      notifySuccess(t(`${textArea}.ready`), t(`${textArea}.written`, { count: table.rows.length, file }));
    } catch (error) {
      notifyFailure(t(`${textArea}.failed`), getErrorMessage(error, t(`${textArea}.failed`)));
    } finally {
      setRunning(null);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {(['csv', 'xlsx'] as const).map((kind) => (
        <Button
          key={kind}
          size={size}
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={running === kind}
          disabled={disabled || (running !== null && running !== kind)}
          aria-label={t(`${textArea}.exportAs`, { what, kind: t(`exports.${kind}`) })}
          onClick={() => void run(kind)}
        >
          {t(`exports.${kind}`)}
        </Button>
      ))}
    </Group>
  );
}
