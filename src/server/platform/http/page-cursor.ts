import { AppError } from '../errors';

export const INVALID_CURSOR = 'The page cursor is not valid; start again from the first page.';

/** A keyset position: the sort key's value and the id that breaks ties. */
export type KeysetPosition = { key: string | number; id: number };

/** Opaque to clients: base64url of the position, so its shape can change without an API change. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.key, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (typeof value[0] === 'string' || typeof value[0] === 'number') &&
      Number.isSafeInteger(value[1])
    ) {
      return { key: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('bad-request', INVALID_CURSOR);
}

/**
 * The `Link` header for the next page: the matched route's path (never the caller's spelling of
 * it) with the request's query and the cursor replaced, relative to the site so it holds behind
 * any proxy.
 */
export function nextPageLink(routePath: string, requestUrl: string, cursor: string): string {
  const query = new URL(requestUrl, 'http://site.invalid').searchParams;
  query.set('cursor', cursor);
  return `<${routePath}?${query.toString()}>; rel="next"`;
}
