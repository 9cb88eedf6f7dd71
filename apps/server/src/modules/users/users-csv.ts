import { Readable } from 'node:stream';
import { FREE_PLAN, USER_CSV_COLUMNS, type User } from '@signaldesk/contracts/users';
import { neutraliseFormula } from '@signaldesk/core/text/spreadsheet-cell';
import { stringify } from 'csv-stringify';

/** One CSV record of a subscriber, in USER_CSV_COLUMNS order. */
export function userCsvRecord(user: User): string[] {
  const cells: Record<(typeof USER_CSV_COLUMNS)[number], string> = {
    id: String(user.id),
    email: user.email,
    username: user.username,
    isSubscribed: String(user.isSubscribed),
    subscriptionType: user.subscriptionType ?? FREE_PLAN,
    subscriptionEndDate: user.subscriptionEndDate ?? '',
    createdAt: user.createdAt,
    telegramUsername: user.telegramUsername ?? '',
  };
  return USER_CSV_COLUMNS.map((column) => neutraliseFormula(cells[column]));
}

/**
 * RFC 4180 text of the subscribers, streamed as they are read: a header row, CRLF line ends, and fields holding a
 * comma, a quote or a line break quoted with inner quotes doubled (csv-stringify's rules).
 */
export function usersCsvStream(users: AsyncIterable<User>): Readable {
  const stringifier = stringify({
    header: true,
    columns: [...USER_CSV_COLUMNS],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  const records = Readable.from(
    (async function* () {
      for await (const user of users) yield userCsvRecord(user);
    })(),
  );
  records.on('error', (error) => stringifier.destroy(error));
  return records.pipe(stringifier);
}
