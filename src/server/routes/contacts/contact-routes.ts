import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactListSchema, contactSchema, insertContactSchema } from '../../../shared/api/contacts';
import { errorReplySchema } from '../../../shared/api/errors';
import type { Db } from '../../db/client';
import { insertContact, listContacts } from '../../services/contacts/contact-repository';

const CONTACT_BODY_LIMIT = 16 * 1024;

export function registerContactRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/contacts',
    {
      config: { public: true },
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: { body: insertContactSchema, response: { 201: contactSchema, 400: errorReplySchema } },
    },
    async (request, reply) => reply.status(201).send(await insertContact(db, request.body)),
  );

  typed.get('/api/contacts', { schema: { response: { 200: contactListSchema } } }, async () =>
    listContacts(db),
  );
}
