import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorReply } from '../../shared/api/errors';
import { HttpError } from '../lib/http-error';

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

/** One error handler for the whole app: meaningful 4xx statuses, 5xx replies without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorReply = {
        message: 'Please correct the highlighted fields.',
        fieldErrors: toFieldErrors(error.validation, error.validationContext),
      };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError && error.statusCode < 500) {
      const body: ErrorReply = {
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.info({ code: error.code }, 'database refused the request');
      const body: ErrorReply = { message: refusal.message };
      return reply.status(refusal.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorReply = { message: CLIENT_MESSAGES[error.code] ?? error.message };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorReply = { message: 'Something went wrong on our side. Please try again.' };
    return reply.status(status >= 500 && status < 600 ? status : 500).send(body);
  });
}
