/**
 * An error the client caused, with the status to answer and, for bad input, the fields at fault.
 * The admin routes' error handler turns it into `{ message, fieldErrors? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 naming one field: "<label> <problem>" as the message, the problem under the field. */
export function fieldError(field: string, label: string, problem: string): HttpError {
  return new HttpError(400, `${label} ${problem}`, { [field]: [problem] });
}

type Issue = { path: PropertyKey[]; message: string };

/** A 400 from failed schema validation: every field's problems, and a message naming them. */
export function invalidFields(issues: readonly Issue[]): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  const summary = Object.entries(fieldErrors)
    .map(([field, messages]) => `${field} ${messages[0]}`)
    .join('; ');
  return new HttpError(400, `Invalid fields: ${summary}`, fieldErrors);
}
