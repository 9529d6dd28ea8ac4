import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityLogListSchema,
  activityQuerySchema,
  dashboardOverviewSchema,
  databaseTableListSchema,
} from '../../../shared/api/admin-overview';
import { errorReplySchema } from '../../../shared/api/errors';
import type { AppServices } from '../../app-services';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { nextPageLink } from '../../platform/http/page-cursor';
import { listRecentActivity, pageActivity } from '../../services/admin/activity-log';
import { countDatabaseTables, listDatabaseTables } from '../../services/admin/database-tables';
import { countCertificates } from '../../services/certificates/certificate-repository';
import { countFiles } from '../../services/files/file-repository';

const RECENT_ACTIVITY = 5;

/** The Dashboard, Database and Activity tabs (spec §7). */
export function registerOverviewRoutes(
  app: FastifyInstance,
  { database }: Pick<AppServices, 'database'>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  typed.get('/api/tools/dashboard', { schema: { response: { 200: dashboardOverviewSchema } } }, async () => {
    const [certificatesCount, filesCount, tablesCount, recentLogs] = await Promise.all([
      countCertificates(db),
      countFiles(db),
      countDatabaseTables(database),
      listRecentActivity(db, RECENT_ACTIVITY),
    ]);
    return { certificatesCount, filesCount, tablesCount, recentLogs };
  });

  typed.get(
    '/api/tools/database/tables',
    { schema: { response: { 200: databaseTableListSchema } } },
    async () => listDatabaseTables(database),
  );

  typed.get(
    '/api/tools/logs',
    {
      schema: {
        querystring: activityQuerySchema,
        response: { 200: activityLogListSchema, 400: errorReplySchema },
      },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) => {
      const page = await pageActivity(db, request.query);
      if (page.nextCursor) {
        reply.header('Link', nextPageLink(request.routeOptions.url ?? '', request.url, page.nextCursor));
      }
      return page.items;
    },
  );
}
