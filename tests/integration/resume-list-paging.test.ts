import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPageUrl } from '../../src/shared/api/paging';
import { callAsOwner } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
const TAILORED = 130;
const BASES = 70;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  // Several rows share a creation time, so ties fall to the id; the newest are this month.
  await test.database.rows(sql`
    insert into tailored_resumes (user_id, title, content, created_at)
    select ${owner.userId}, 'Resume ' || n, '{}', now() - ((n / 3) || ' days')::interval
    from generate_series(1, ${TAILORED}) as n`);
  await test.database.rows(sql`
    insert into base_resumes (user_id, name, file_name, file_path, content_type, file_size, created_at)
    select ${owner.userId}, 'Base ' || n, 'base-' || n || '.pdf', 'blob:none', 'application/pdf', 1000,
           timestamptz '2026-01-01' + ((n / 4) || ' hours')::interval
    from generate_series(1, ${BASES}) as n`);
});
afterAll(() => test.close());

type Listed = { id: number; createdAt: string };

async function readAllPages(path: string, limit: number): Promise<{ rows: Listed[]; pages: number }> {
  const rows: Listed[] = [];
  let url: string | null = `${path}?limit=${limit}`;
  let pages = 0;
  while (url) {
    const reply = await callAsOwner(test, owner, 'GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    const page: Listed[] = reply.json();
    expect(Array.isArray(page)).toBe(true);
    expect(page.length).toBeLessThanOrEqual(limit);
    rows.push(...page);
    pages += 1;
    url = nextPageUrl((reply.headers.link as string | undefined) ?? null);
  }
  return { rows, pages };
}

async function readOnce(path: string): Promise<Listed[]> {
  const reply = await callAsOwner(test, owner, 'GET', `${path}?limit=500`);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers.link).toBeUndefined();
  return reply.json();
}

describe.each([
  ['/api/resumes', TAILORED],
  ['/api/resumes/base', BASES],
])('GET %s a page at a time', (path, total) => {
  it('pages through every row once, newest first, in the same order as one unpaged read', async () => {
    const whole = await readOnce(path);
    expect(whole).toHaveLength(total);
    const paged = await readAllPages(path, 25);
    expect(paged.pages).toBe(Math.ceil(total / 25));
    expect(paged.rows.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    const times = whole.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sends a first page of 50 with the next page in a Link header built from the route', async () => {
    const reply = await callAsOwner(test, owner, 'GET', path);
    expect(reply.json()).toHaveLength(50);
    expect(reply.headers.link).toMatch(new RegExp(`^<${path}\\?cursor=[A-Za-z0-9_-]+>; rel="next"$`));
  });

  it('refuses a forged cursor and an oversized page with 400', async () => {
    expect((await callAsOwner(test, owner, 'GET', `${path}?cursor=bm90LWEtY3Vyc29y`)).statusCode).toBe(400);
    expect((await callAsOwner(test, owner, 'GET', `${path}?limit=501`)).statusCode).toBe(400);
  });
});

describe('GET /api/resumes/stats', () => {
  it('counts every tailored resume and those since the given time, whatever was paged', async () => {
    const since = new Date(Date.now() - 10 * 24 * 60 * 60_000);
    const reply = await callAsOwner(
      test,
      owner,
      'GET',
      `/api/resumes/stats?since=${encodeURIComponent(since.toISOString())}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const whole = await readOnce('/api/resumes');
    expect(reply.json()).toEqual({
      total: TAILORED,
      since: whole.filter((row) => Date.parse(row.createdAt) >= since.getTime()).length,
    });
  });

  it('refuses a missing or malformed time with 400', async () => {
    expect((await callAsOwner(test, owner, 'GET', '/api/resumes/stats')).statusCode).toBe(400);
    expect((await callAsOwner(test, owner, 'GET', '/api/resumes/stats?since=yesterday')).statusCode).toBe(
      400,
    );
  });
});
