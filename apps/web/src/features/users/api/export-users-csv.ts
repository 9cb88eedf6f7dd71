import { type UserExportFilter, userExportFileName } from '@signaldesk/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The local `YYYY-MM-DD`, for a file name when the server gives none. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Downloads the CSV of a filter and saves it as `users-{filter}-{date}.csv`; resolves with the file name. */
export async function exportUsersCsv(filter: UserExportFilter): Promise<string> {
  const { blob, fileName } = await apiFile('/api/users/export-csv', { query: { filter } });
  const name = fileName ?? userExportFileName(filter, today());
  saveBlob(blob, name);
  return name;
}

export function useExportUsersCsv() {
  return useMutation({ mutationFn: exportUsersCsv });
}
