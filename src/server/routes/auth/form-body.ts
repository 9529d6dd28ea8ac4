import type { FastifyInstance } from 'fastify';

/**
 * Parses HTML form posts (application/x-www-form-urlencoded) in this plugin scope only,
 * so no JSON API route starts accepting a content type it was not written for.
 */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
