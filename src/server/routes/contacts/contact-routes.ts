import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactListSchema, contactReceiptSchema, insertContactSchema } from '../../../shared/api/contacts';
import { errorReplySchema } from '../../../shared/api/errors';
import { pageQuerySchema } from '../../../shared/api/paging';
import type { AppServices } from '../../app-services';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { sendPage } from '../../platform/http/keyset-page';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';
import { pageContacts } from '../../services/contacts/contact-repository';
import { submitContact } from '../../services/contacts/contact-service';

const CONTACT_BODY_LIMIT = 16 * 1024;
const CONTACT_LIMIT_MAX = 5;
const CONTACT_LIMIT_WINDOW_MS = 15 * 60_000;

export type ContactRouteDeps = Pick<AppServices, 'db' | 'deliveries'>;

export function registerContactRoutes(app: FastifyInstance, deps: ContactRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/contacts',
    {
      config: {
        public: true,
        // Keyed by request.ip (IPv6 grouped by subnet); each instance counts on its own.
        rateLimit: createFriendlyRateLimit({
          max: CONTACT_LIMIT_MAX,
          timeWindowMs: CONTACT_LIMIT_WINDOW_MS,
          explain: (wait) =>
            `You've sent several messages in a short time. Please try again in ${wait}, or email me directly.`,
        }),
      },
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        body: insertContactSchema,
        response: { 201: contactReceiptSchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await submitContact({ db: deps.db, deliveries: deps.deliveries, log: request.log }, request.body),
        ),
  );

  typed.get(
    '/api/contacts',
    {
      schema: { querystring: pageQuerySchema, response: { 200: contactListSchema, 400: errorReplySchema } },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) => sendPage(request, reply, await pageContacts(deps.db, request.query)),
  );
}
