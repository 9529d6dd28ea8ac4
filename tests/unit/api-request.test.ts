import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, getQueryFn } from '../../src/client/lib/api';

type Call = { url: string; init: RequestInit };

let calls: Call[];

function replyWith(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === '' ? null : body, { status, statusText });
    }),
  );
}

function memoryStorage(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

beforeEach(() => {
  calls = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies and JSON, and parses a JSON reply', async () => {
    replyWith(201, '{"id":7}');
    await expect(apiRequest('POST', '/api/contacts', { firstName: 'Ada' })).resolves.toEqual({ id: 7 });
    const [call] = calls;
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call?.init.body).toBe('{"firstName":"Ada"}');
  });

  it('leaves the content type to the browser for FormData', async () => {
    replyWith(200, '{}');
    const form = new FormData();
    form.append('name', 'resume');
    await apiRequest('POST', '/api/resumes/base/upload', form);
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[0]?.init.body).toBe(form);
  });

  it('returns raw text when the reply is not JSON', async () => {
    replyWith(200, 'plain words');
    await expect(apiRequest('GET', '/api/anything')).resolves.toBe('plain words');
  });

  it('throws "<status>: <body text>" on a failure', async () => {
    replyWith(400, '{"message":"Please correct the highlighted fields."}', 'Bad Request');
    await expect(apiRequest('POST', '/api/contacts', {})).rejects.toThrow(
      '400: {"message":"Please correct the highlighted fields."}',
    );
  });

  it('falls back to the status text when the failure has no body', async () => {
    replyWith(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/job/applications')).rejects.toThrow('503: Service Unavailable');
  });

  it('validates the reply with a schema when given one', async () => {
    replyWith(200, '{"total":"three"}');
    await expect(
      apiRequest('GET', '/api/job/dashboard', undefined, z.object({ total: z.number() })),
    ).rejects.toThrow();
  });

  it('attaches the admin token only to /api/admin calls', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ adminToken: 'tok-123' }));
    replyWith(200, '{}');
    await apiRequest('GET', '/api/admin/files/blog-export');
    await apiRequest('GET', '/api/tools/files');
    expect(calls[0]?.init.headers).toEqual({ Authorization: 'Bearer tok-123' });
    expect(calls[1]?.init.headers).toEqual({});
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined as a path, with cookies', async () => {
    replyWith(200, '[]');
    const queryFn = getQueryFn as unknown as (context: { queryKey: readonly unknown[] }) => Promise<unknown>;
    await expect(queryFn({ queryKey: ['/api/job', 'applications'] })).resolves.toEqual([]);
    expect(calls[0]?.url).toBe('/api/job/applications');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
  });
});
