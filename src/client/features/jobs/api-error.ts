import { readApiError } from '../../lib/api-error';

/** The status of an apiRequest error ("<status>: <body>"), or null for a network failure. */
export function statusOf(error: unknown): number | null {
  return readApiError(error).status;
}

/** The server's `{ message, fieldErrors }` as one sentence; the raw text when the body is not that. */
export function describeApiError(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong.';
  const { message, fieldErrors } = readApiError(error);
  if (message === null) return error.message;
  return [message, ...Object.values(fieldErrors).flat()].join(' ');
}
