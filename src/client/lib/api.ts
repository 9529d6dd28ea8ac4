import type { QueryFunction } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { nextPageUrl } from '../../shared/api/paging';

const ADMIN_TOKEN_KEY = 'adminToken';

function adminToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the client calls the API (spec §7): cookies on every call, a JSON content
 * type unless the body is FormData, the reply parsed as JSON or else returned as text,
 * and any non-OK status thrown as "<status>: <body text, or the status text if empty>".
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  replySchema?: ZodType<T>,
): Promise<T> {
  const { body } = await send(method, url, data);
  return replySchema ? replySchema.parse(body) : (body as T);
}

/** One page of a list (GET), with the address of the next page from the reply's `Link` header. */
export async function apiRequestPage<T>(
  url: string,
  itemSchema: ZodType<T[]>,
): Promise<{ items: T[]; next: string | null }> {
  const { body, response } = await send('GET', url);
  return { items: itemSchema.parse(body), next: nextPageUrl(response.headers.get('Link')) };
}

async function send(
  method: string,
  url: string,
  data?: unknown,
): Promise<{ body: unknown; response: Response }> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const headers: Record<string, string> = {};
  // Only a call that carries a body declares JSON: a body-less DELETE labelled JSON is malformed.
  if (data !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = url.includes('/api/admin') ? adminToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return { body: parseBody(text), response };
}

/** The default query: a GET of the query key joined as a path. */
export const getQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));
