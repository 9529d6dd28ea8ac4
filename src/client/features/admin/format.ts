import { readApiError } from '../../lib/api-error';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** The server's message from an `apiRequest` error ("400: {"message":…}"), else the error text. */
export function describeError(error: unknown): string {
  const { message, body } = readApiError(error);
  return message ?? body;
}
