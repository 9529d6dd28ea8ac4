import type { FastifyInstance } from 'fastify';
import { cleanInput } from '../platform/input-text';

/**
 * Text enters once: every parsed body, query string and path parameter is cleaned here, before
 * validation, for every route, so no handler ever sees a NUL or a bidi override. Multipart fields
 * and parsed files are read by the handlers and cleaned by the one multipart reader and the
 * file parsers.
 */
export function registerInputCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = cleanInput(request.body);
    request.query = cleanInput(request.query);
    request.params = cleanInput(request.params);
  });
}
