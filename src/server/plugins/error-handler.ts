import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorReply } from '../../shared/api/errors';
import { AppError, codeForStatus } from '../platform/errors';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/**
 * PostgreSQL's own refusals (SQLSTATE) are the caller's problem, not ours: a row that refers
 * to one that is gone, a duplicate, a value the column cannot hold.
 */
const DATABASE_REFUSALS: Record<string, { status: number; message: string }> = {
  '23503': { status: 409, message: 'This refers to something that no longer exists.' },
  '23505': { status: 409, message: 'That already exists.' },
  '23514': { status: 400, message: 'A value is outside what is allowed.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22007': { status: 400, message: 'A date has the wrong format.' },
  '22008': { status: 400, message: 'A date is out of range.' },
  '22001': { status: 400, message: 'A value is too long.' },
  // Text the database cannot store (a NUL in jsonb, an invalid byte sequence): the boundary cleans
  // input, so this is the last line, not the first.
  '22P05': { status: 400, message: 'A value contains characters that cannot be stored.' },
  '22021': { status: 400, message: 'A value contains characters that cannot be stored.' },
  '54001': { status: 400, message: 'A value is nested too deeply.' },
};

function databaseRefusal(error: unknown): { status: number; message: string } | undefined {
  // Drivers report SQLSTATE in `code`; drizzle wraps the driver's error as `cause`.
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_REFUSALS[code]) return DATABASE_REFUSALS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns a validation failure into `{ message, fieldErrors }` keyed by field path. */
function toFieldErrors(
  validation: { instancePath: string; message?: string }[],
  context: string | undefined,
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    const messages = fieldErrors[field] ?? [];
    messages.push(issue.message ?? 'is invalid');
    fieldErrors[field] = messages;
  }
  return fieldErrors;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The reply also repeats the message as `error`, the field a page reads (the base resume
     * upload's, spec §8).
     */
    errorAsErrorField?: boolean;
  }
}

type Reply = { status: number; body: ErrorReply };

/** What the caller is told: the status and body, with internals of a 5xx left out. */
function describe(error: FastifyError, request: FastifyRequest): Reply {
  if (hasZodFastifySchemaValidationErrors(error))
    return {
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        code: 'bad-request',
        fieldErrors: toFieldErrors(error.validation, error.validationContext),
      },
    };
  if (error instanceof AppError)
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
    };
  const refusal = databaseRefusal(error);
  if (refusal) {
    request.log.info({ code: error.code }, 'database refused the request');
    return {
      status: refusal.status,
      body: { message: refusal.message, code: codeForStatus(refusal.status) },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return {
      status,
      body: { message: CLIENT_MESSAGES[error.code] ?? error.message, code: codeForStatus(status) },
    };
  request.log.error({ err: error, requestId: request.id }, 'request failed');
  return {
    status: status >= 500 && status < 600 ? status : 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
  };
}

/**
 * The one error handler of the app: meaningful 4xx statuses with the fields at fault, 5xx
 * replies without internals, and in every reply a stable `code` and the request id that is also
 * in the request's log line, so a user's report can be traced.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describe(error, request);
    const withError = request.routeOptions.config.errorAsErrorField ? { error: body.message } : {};
    // Refused while the body is still arriving (an upload over its limits): the rest would only be
    // read to be thrown away, so the connection ends with this reply.
    if (!request.raw.complete) reply.header('Connection', 'close');
    return reply.status(status).send({ ...body, ...withError, requestId: request.id });
  });
}
