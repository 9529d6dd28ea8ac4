import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactListQuerySchema,
  contactListSchema,
  contactParamsSchema,
  inboxMessageSchema,
  leadApplicationReplySchema,
  unreadCountSchema,
  updateInboxMessageSchema,
} from '../../../shared/api/contacts';
import { errorReplySchema } from '../../../shared/api/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../platform/errors';
import { compiledReplySerializer } from '../../platform/http/compiled-serializer';
import { formatAttachmentDisposition } from '../../platform/http/downloads';
import { sendPage } from '../../platform/http/keyset-page';
import { requirePrincipal } from '../../plugins/auth-guard';
import { streamInboxCsv } from '../../services/contacts/inbox-csv';
import { countUnread, findInboxMessage, pageInbox } from '../../services/contacts/inbox-repository';
import { convertLeadToApplication, updateInboxMessage } from '../../services/contacts/inbox-service';

/** The owner's inbox of leads (docs/decisions/0120): owner only, like every route not declared public. */
export function registerInboxRoutes(app: FastifyInstance, deps: Pick<AppServices, 'db' | 'config'>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const withId = { params: contactParamsSchema };
  const actorOf = (request: Parameters<typeof requirePrincipal>[0]) => ({
    userId: requirePrincipal(request).userId,
    source: request,
  });

  typed.get(
    '/api/contacts',
    {
      schema: {
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, 400: errorReplySchema },
      },
      serializerCompiler: compiledReplySerializer,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sendPage(request, reply, await pageInbox(deps.db, request.query));
    },
  );

  typed.get(
    '/api/contacts/unread-count',
    { schema: { response: { 200: unreadCountSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { unread: await countUnread(deps.db) };
    },
  );

  typed.get(
    '/api/contacts/export.csv',
    { schema: { querystring: contactListQuerySchema.omit({ limit: true, cursor: true }) } },
    async (request, reply) => {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: deps.config.timeZone }).format(new Date());
      const name = `messages-${day}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', formatAttachmentDisposition(name, name))
        .header('Cache-Control', 'no-store')
        .send(streamInboxCsv(deps.db, request.query));
    },
  );

  typed.get(
    '/api/contacts/:id',
    { schema: { ...withId, response: { 200: inboxMessageSchema, 404: errorReplySchema } } },
    async (request) => {
      const message = await findInboxMessage(deps.db, request.params.id);
      if (!message) throw new AppError('not-found', 'Message not found');
      return message;
    },
  );

  typed.patch(
    '/api/contacts/:id',
    {
      schema: {
        ...withId,
        body: updateInboxMessageSchema,
        response: { 200: inboxMessageSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => updateInboxMessage(deps.db, actorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/api/contacts/:id/application',
    {
      schema: {
        ...withId,
        response: { 201: leadApplicationReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await convertLeadToApplication(deps.db, actorOf(request), request.params.id)),
  );
}
