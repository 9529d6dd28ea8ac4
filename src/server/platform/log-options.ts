import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * Query parameters whose values are secrets: the OpenID Connect callback's authorization code
 * and state, and any token, key, password or signature a caller puts in a URL.
 */
const SECRET_PARAMETER = /^(code|state|nonce|iss_state|session_state)$|token|secret|password|passwd|key|sig/i;
const REDACTED = '[redacted]';

/** The request URL as it may appear in a log line: path kept, secret query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: the name is tested as sent.
      }
      return separator !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger settings: the level from configuration, request lines without secrets. */
export function createLoggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return { level, serializers: { req: serializeRequest }, ...(stream ? { stream } : {}) };
}

/**
 * One log line per API request, when it is answered, with its status and time. Pages and files
 * are logged only at debug level: at the default level a visitor's page load writes nothing, so
 * serving the public site costs no logging. (Fastify's own "incoming request" line is dropped.)
 */
export class SiteLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const pattern = request.routeOptions.url;
    const isApi = pattern === undefined ? request.url.startsWith('/api/') : pattern.startsWith('/api/');
    const line = { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isApi) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
