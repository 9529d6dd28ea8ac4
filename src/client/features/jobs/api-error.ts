/** The status of an apiRequest error ("<status>: <body>"), or null for a network failure. */
export function statusOf(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The server's `{ message, fieldErrors }` as one sentence; the raw text when the body is not that. */
export function describeApiError(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong.';
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown; fieldErrors?: Record<string, string[]> };
    const details = Object.values(parsed.fieldErrors ?? {}).flat();
    const message = typeof parsed.message === 'string' ? parsed.message : body;
    return [message, ...details].join(' ');
  } catch {
    return error.message;
  }
}
