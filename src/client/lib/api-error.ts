/**
 * What an `apiRequest` error says. apiRequest throws `Error("<status>: <body>")` (spec §8); this
 * is the one place that reads such an error back, so every page decodes it the same way.
 */
export type ApiError = {
  /** The HTTP status, or null when the call never got a reply (network failure, other error). */
  status: number | null;
  /** The reply body as text (the status text when the body was empty), or the error's text. */
  body: string;
  /** The server's `message`, when the body is the JSON error reply. */
  message: string | null;
  fieldErrors: Record<string, string[]>;
  /** The server's stable error code ("not-found", "too-many-requests", ...), when it sent one. */
  code: string | null;
};

function field(value: unknown, name: string): unknown {
  return value && typeof value === 'object' && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function readFieldErrors(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object') return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
  );
  return Object.fromEntries(entries);
}

export function readApiError(error: unknown): ApiError {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, body: text, message: null, fieldErrors: {}, code: null };
  const body = match[2] ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const message = field(parsed, 'message');
  const code = field(parsed, 'code');
  return {
    status: Number(match[1]),
    body,
    message: typeof message === 'string' ? message : null,
    fieldErrors: readFieldErrors(field(parsed, 'fieldErrors')),
    code: typeof code === 'string' ? code : null,
  };
}
