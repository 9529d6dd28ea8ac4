import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { capturedPageSchema } from '../../../shared/api/job-capture';
import { parsedJobPostingSchema } from '../../../shared/api/job-parse-url';
import { readCapturedPage } from '../../services/jobs/job-posting/read-captured-page';
import type { JobRouteDeps } from './job-route-deps';

/** A rendered page's HTML as JSON: 2.5 M characters, escaped, with room for its JSON-LD and text. */
const CAPTURE_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * POST /api/job/capture: reads a page the bookmarklet sent from the owner's own browser (0113).
 * It writes nothing: the Save posting dialog shows what was read, and only the owner's click
 * there saves it, through POST /api/job/applications, from this site's own page. Like every
 * private write, it is refused from another origin by the same-origin check.
 */
export function registerCaptureRoutes(app: FastifyInstance, _deps: JobRouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/job/capture',
    {
      bodyLimit: CAPTURE_BODY_LIMIT,
      schema: {
        body: capturedPageSchema,
        response: {
          200: parsedJobPostingSchema,
          400: errorReplySchema,
          413: errorReplySchema,
          422: errorReplySchema,
        },
      },
    },
    async (request) => readCapturedPage(request.body),
  );
}
