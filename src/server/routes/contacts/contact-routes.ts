import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactReceiptSchema, insertContactSchema } from '../../../shared/api/contacts';
import { errorReplySchema } from '../../../shared/api/errors';
import type { AppServices } from '../../app-services';
import { createFriendlyRateLimit } from '../../plugins/friendly-rate-limit';
import { submitContact } from '../../services/contacts/contact-service';
import { registerInboxRoutes } from './inbox-routes';

const CONTACT_BODY_LIMIT = 16 * 1024;
const CONTACT_LIMIT_MAX = 5;
const CONTACT_LIMIT_WINDOW_MS = 15 * 60_000;

export type ContactRouteDeps = Pick<AppServices, 'db' | 'deliveries' | 'config' | 'analytics'>;

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
    async (request, reply) => {
      const receipt = await submitContact(
        { db: deps.db, deliveries: deps.deliveries, log: request.log },
        request.body,
      );
      // A stored message is a contact send for the visitor counts; a bot's discarded one is not.
      if (!request.body.website) deps.analytics.countServerEvent(request, 'contact');
      return reply.status(201).send(receipt);
    },
  );

  registerInboxRoutes(app, deps);
}
