import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/api/errors';
import {
  applicationListQuerySchema,
  applicationParamsSchema,
  insertJobApplicationSchema,
  jobApplicationListSchema,
  jobApplicationSchema,
  updateJobApplicationSchema,
} from '../../../shared/api/job-applications';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { nextPageLink } from '../../platform/http/page-cursor';
import { pageApplicationsForUser } from '../../services/jobs/application-page';
import { findApplicationForUser } from '../../services/jobs/job-application-repository';
import {
  applicationNotFound,
  createApplication,
  deleteApplication,
  updateApplication,
} from '../../services/jobs/job-application-service';
import { actorOf, type JobRouteDeps } from './job-route-deps';

/** Spec §7: the application list and its create, update (partial) and delete; all scoped to the caller. */
export function registerApplicationRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const withId = { params: applicationParamsSchema };

  typed.get(
    '/api/job/applications',
    {
      schema: {
        querystring: applicationListQuerySchema,
        response: { 200: jobApplicationListSchema, 400: errorReplySchema },
      },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) => {
      const page = await pageApplicationsForUser(deps.db, actorOf(request).userId, request.query);
      if (page.nextCursor) {
        reply.header('Link', nextPageLink(request.routeOptions.url ?? '', request.url, page.nextCursor));
      }
      return page.items;
    },
  );

  typed.post(
    '/api/job/applications',
    {
      schema: {
        body: insertJobApplicationSchema,
        response: { 201: jobApplicationSchema, 400: errorReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApplication(deps.db, actorOf(request), request.body)),
  );

  typed.get(
    '/api/job/applications/:id',
    { schema: { ...withId, response: { 200: jobApplicationSchema, 404: errorReplySchema } } },
    async (request) => {
      const application = await findApplicationForUser(deps.db, actorOf(request).userId, request.params.id);
      if (!application) throw applicationNotFound();
      return application;
    },
  );

  typed.put(
    '/api/job/applications/:id',
    {
      schema: {
        ...withId,
        body: updateJobApplicationSchema,
        response: { 200: jobApplicationSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => updateApplication(deps.db, actorOf(request), request.params.id, request.body),
  );

  typed.delete(
    '/api/job/applications/:id',
    { schema: { ...withId, response: { 204: z.undefined(), 404: errorReplySchema } } },
    async (request, reply) => {
      await deleteApplication(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
