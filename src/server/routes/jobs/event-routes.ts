import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { applicationParamsSchema } from '../../../shared/api/job-applications';
import {
  applicationEventParamsSchema,
  jobApplicationEventListSchema,
  jobApplicationEventSchema,
  scheduleInterviewSchema,
} from '../../../shared/api/job-events';
import { formatAttachmentDisposition } from '../../platform/http/downloads';
import { buildInterviewCalendar, interviewFileName } from '../../services/jobs/interview-calendar';
import { deleteInterview, eventNotFound, scheduleInterview } from '../../services/jobs/interview-service';
import { findApplicationForUser } from '../../services/jobs/job-application-repository';
import { applicationNotFound } from '../../services/jobs/job-application-service';
import { findEventForUser, listEventsForApplication } from '../../services/jobs/job-event-repository';
import { actorOf, type JobRouteDeps } from './job-route-deps';

/** An application's timeline: stage history and interviews, and each interview as an .ics file. */
export function registerEventRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/job/applications/:id/events',
    {
      schema: {
        params: applicationParamsSchema,
        response: { 200: jobApplicationEventListSchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const application = await findApplicationForUser(deps.db, userId, request.params.id);
      if (!application) throw applicationNotFound();
      return listEventsForApplication(deps.db, userId, application.id);
    },
  );

  typed.post(
    '/api/job/applications/:id/interviews',
    {
      schema: {
        params: applicationParamsSchema,
        body: scheduleInterviewSchema,
        response: { 201: jobApplicationEventSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const event = await scheduleInterview(deps.db, actorOf(request), request.params.id, request.body);
      return reply.status(201).send(event);
    },
  );

  typed.delete(
    '/api/job/applications/:id/events/:eventId',
    {
      schema: {
        params: applicationEventParamsSchema,
        response: { 204: z.undefined(), 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { id, eventId } = request.params;
      await deleteInterview(deps.db, actorOf(request), id, eventId);
      return reply.status(204).send();
    },
  );

  typed.get(
    '/api/job/applications/:id/events/:eventId/calendar.ics',
    { schema: { params: applicationEventParamsSchema } },
    async (request, reply) => {
      const { userId } = actorOf(request);
      const { id, eventId } = request.params;
      const [application, event] = await Promise.all([
        findApplicationForUser(deps.db, userId, id),
        findEventForUser(deps.db, userId, id, eventId),
      ]);
      if (!application || !event || event.type !== 'interview') throw eventNotFound();
      const name = interviewFileName(application, event);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', formatAttachmentDisposition(name, name))
        .header('Cache-Control', 'no-store')
        .send(buildInterviewCalendar(application, event, deps.config.publicUrl));
    },
  );
}
