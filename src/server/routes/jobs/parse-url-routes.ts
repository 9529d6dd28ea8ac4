import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../shared/api/errors';
import { parsedJobPostingSchema, parseJobUrlSchema } from '../../../shared/api/job-parse-url';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';
import { importJobPosting } from '../../services/jobs/job-posting/import-job-posting';
import type { JobRouteDeps } from './job-route-deps';

const PARSE_BODY_LIMIT = 8 * 1024;

/** POST /api/job/parse-url: the fields a job posting page gives, fetched with the SSRF guard. */
export function registerParseUrlRoutes(app: FastifyInstance, deps: JobRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const allowLoopback = deps.config.ALLOW_LOOPBACK_FETCH;
  if (allowLoopback)
    app.log.warn('ALLOW_LOOPBACK_FETCH is on: the job-posting import may fetch from loopback');

  typed.post(
    '/api/job/parse-url',
    {
      bodyLimit: PARSE_BODY_LIMIT,
      // Each call makes the server fetch a page: a stolen session must not turn it into a crawler.
      config: {
        rateLimit: createFriendlyRateLimit({
          max: 30,
          timeWindowMs: 60_000,
          explain: (wait) => `Too many job links at once. Please try again in ${wait}.`,
        }),
      },
      schema: {
        body: parseJobUrlSchema,
        response: {
          200: parsedJobPostingSchema,
          400: errorReplySchema,
          422: errorReplySchema,
          502: errorReplySchema,
          504: errorReplySchema,
        },
      },
    },
    // The import's errors are written for the owner and name only their own URL, so the error
    // handler shows them as they are (also the 502 and 504).
    async (request) => importJobPosting(request.body.url, { allowLoopback }),
  );
}
