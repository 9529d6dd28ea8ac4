import type { FastifyInstance } from 'fastify';

/**
 * One log line per API request, when it is answered, with its status and time. Pages and files
 * are logged only at debug level: at the default level a visitor's page load writes nothing, so
 * serving the public site costs no logging (Fastify's own two lines per request are turned off).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const isApi = pattern === undefined ? request.url.startsWith('/api/') : pattern.startsWith('/api/');
    const line = { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (isApi) request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
    done();
  });
}
