/**
 * The one error type of the application. A service throws it with a code that says what went
 * wrong; the one error handler (plugins/error-handler.ts) turns the code into an HTTP status
 * through ERROR_STATUS, so no service knows HTTP and no route reshapes an error.
 */
export const ERROR_STATUS = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'length-required': 411,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'too-many-requests': 429,
  'bad-gateway': 502,
  unavailable: 503,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The code for a status Fastify or a library reported, for replies not built from an AppError. */
export function codeForStatus(status: number): string {
  for (const [code, known] of Object.entries(ERROR_STATUS)) if (known === status) return code;
  return status >= 500 ? 'internal' : 'bad-request';
}

/** A 400 naming one field: "<label> <problem>" as the message, the problem under the field. */
export function fieldError(field: string, label: string, problem: string): AppError {
  return new AppError('bad-request', `${label} ${problem}`, { [field]: [problem] });
}

type Issue = { path: PropertyKey[]; message: string };

/** A 400 from failed schema validation: every field's problems, and a message naming them. */
export function invalidFields(issues: readonly Issue[]): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  const summary = Object.entries(fieldErrors)
    .map(([field, messages]) => `${field} ${messages[0]}`)
    .join('; ');
  return new AppError('bad-request', `Invalid fields: ${summary}`, fieldErrors);
}
