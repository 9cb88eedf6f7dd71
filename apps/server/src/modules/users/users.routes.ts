import { endpoints } from '@signaldesk/contracts/endpoints';
import { userExportFileName } from '@signaldesk/contracts/users';
import type { AppInstance } from '../../app-types';
import { route } from '../../http/route';
import { listUsers, userCounts, usersForExport, utcDate } from './users.service';
import { usersCsvStream } from './users-csv';

/** The subscriber calls (docs/users.md). */
export async function usersRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  route(app, endpoints.users, async (request) => ({
    success: true as const,
    ...(await listUsers(db, request.query, new Date(now()))),
  }));

  route(app, endpoints.userCounts, async () => ({
    success: true as const,
    data: await userCounts(db, new Date(now())),
  }));

  // The 200 body is CSV text streamed as it is read, so no JSON schema answers it; errors use the common handler.
  route(app, endpoints.exportUsers, async (request, reply) => {
    const { filter } = request.query;
    const fileName = userExportFileName(filter, utcDate(now()));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(usersCsvStream(usersForExport(db, filter)));
  });
}
