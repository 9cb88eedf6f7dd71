import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { buildUsersApp, NOW } from './users-fixture';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await buildUsersApp());
});
afterAll(() => t.close());

const exportCsv = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/export-csv${query}`, headers: { cookie: admin } });

const HEADER =
  'id,email,username,isSubscribed,subscriptionType,subscriptionEndDate,createdAt,telegramUsername';
// Written out by hand from the fixture: quotes doubled, fields with a comma, a quote or a line break quoted,
// cells starting with = + - @ given a leading apostrophe, FREE for no plan, CRLF after every record.
const ALICE =
  '1,alice@example.com,Alice,true,MONTHLY,2026-11-25T12:00:00.000Z,2026-11-12T12:00:00.000Z,alice_tg';
const BOB = '2,bob@example.com,"Dupont, ""Bob""",false,FREE,,2026-11-13T12:00:00.000Z,';
const CAROL =
  '3,carol@example.org,"\'=HYPERLINK(""http://x"")",true,YEARLY,2027-06-10T12:00:00.000Z,2026-11-14T12:00:00.000Z,\'@carol';
const DAN = "4,dan@example.org,'-dan-,false,MONTHLY,2026-11-12T12:00:00.000Z,2026-11-15T12:00:00.000Z,'+dan";
const EVE = '5,eve@example.net,"Eve\nSecond line",true,LIFETIME,,2026-11-16T12:00:00.000Z,eve_100%';
const FRANK =
  '6,frank@example.net,Frank,true,MONTHLY,2026-11-28T12:00:00.000Z,2026-11-17T12:00:00.000Z,frank';
const file = (...records: string[]) => [HEADER, ...records].map((record) => `${record}\r\n`).join('');

describe('GET /api/users/export-csv', () => {
  it('writes everyone with filter=all, as an attachment named after the filter and the UTC day', async () => {
    const response = await exportCsv('?filter=all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users-all-2026-11-22.csv"');
    expect(response.body).toBe(file(ALICE, BOB, CAROL, DAN, EVE, FRANK));
  });

  it('writes only the subscribed, or only the others', async () => {
    const subscribed = await exportCsv('?filter=subscribed');
    expect(subscribed.headers['content-disposition']).toBe(
      'attachment; filename="users-subscribed-2026-11-22.csv"',
    );
    expect(subscribed.body).toBe(file(ALICE, CAROL, EVE, FRANK));
    const others = await exportCsv('?filter=not_subscribed');
    expect(others.headers['content-disposition']).toBe(
      'attachment; filename="users-not_subscribed-2026-11-22.csv"',
    );
    expect(others.body).toBe(file(BOB, DAN));
  });

  it('takes no filter as all and refuses any other filter with a 400 naming it', async () => {
    expect((await exportCsv('')).body).toBe(file(ALICE, BOB, CAROL, DAN, EVE, FRANK));
    for (const filter of ['expired', 'ALL', '']) {
      const response = await exportCsv(`?filter=${filter}`);
      expect(response.statusCode, filter).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'filter' }],
      });
    }
  });

  it('names the file after the UTC day of the server clock', async () => {
    t.clock.now = Date.parse('2026-11-21T23:59:59.999Z');
    const late = await exportCsv('?filter=all');
    t.clock.now = Date.parse('2026-11-22T00:00:00.000Z');
    const next = await exportCsv('?filter=all');
    t.clock.now = NOW;
    expect(late.headers['content-disposition']).toContain('users-all-2026-11-21.csv');
    expect(next.headers['content-disposition']).toContain('users-all-2026-11-22.csv');
  });
});
