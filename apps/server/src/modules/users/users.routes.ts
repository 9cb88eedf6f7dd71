import { apiErrorSchema } from '@signaldesk/contracts/errors';
import {
  userCountsResponseSchema,
  userExportFileName,
  userExportQuerySchema,
  usersQuerySchema,
  usersResponseSchema,
} from '@signaldesk/contracts/users';
import type { AppInstance } from '../../app-types';
import { listUsers, userCounts, usersForExport, utcDate } from './users.service';
import { usersCsvStream } from './users-csv';

/** The subscriber calls (docs/users.md). Every route is admin1 (the default access). */
export async function usersRoutes(app: AppInstance) {
  const { database, now } = app.deps;
  const db = database.db;

  app.get(
    '/api/users',
    {
      schema: { querystring: usersQuerySchema, response: { 200: usersResponseSchema, 400: apiErrorSchema } },
    },
    async (request) => ({ success: true as const, ...(await listUsers(db, request.query, new Date(now()))) }),
  );

  app.get('/api/users/counts', { schema: { response: { 200: userCountsResponseSchema } } }, async () => ({
    success: true as const,
    data: await userCounts(db, new Date(now())),
  }));

  app.get(
    '/api/users/export-csv',
    // The 200 body is CSV text streamed as it is read, so no JSON schema answers it; errors use the common handler.
    { schema: { querystring: userExportQuerySchema } },
    async (request, reply) => {
      const { filter } = request.query;
      const fileName = userExportFileName(filter, utcDate(now()));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(usersCsvStream(usersForExport(db, filter)));
    },
  );
}
