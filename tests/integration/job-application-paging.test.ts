import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSortOrders, type JobApplication } from '../../src/shared/api/job-applications';
import { nextPageUrl } from '../../src/shared/api/paging';
import { callAsOwner } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
const ROWS = 230;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  // Rows written in one statement: companies repeat (ties on the sort key), dates repeat too, one
  // company with an accent for the search, statuses and priorities in turn.
  await test.database.rows(sql`
    insert into job_applications (user_id, company, position, status, priority, applied_date, notes)
    select ${owner.userId},
           case when n % 37 = 0 then 'Zürich Systems' else 'Company ' || (n % 23) end,
           'Role ' || n,
           (array['pending','interview','offer','rejected','withdrawn'])[1 + n % 5],
           (array['low','medium','high'])[1 + n % 3],
           -- Some applied instants only microseconds apart, finer than a JavaScript Date.
           timestamptz '2026-01-01' + ((n % 40) || ' days')::interval + ((n % 3) || ' microseconds')::interval,
           case when n % 10 = 0 then 'referral from a friend' else null end
    from generate_series(1, ${ROWS}) as n`);
});
afterAll(() => test.close());

async function readAllPages(
  query: string,
  limit: number,
): Promise<{ rows: JobApplication[]; pages: number }> {
  const rows: JobApplication[] = [];
  let url: string | null = `/api/job/applications?${query}&limit=${limit}`;
  let pages = 0;
  while (url) {
    const reply = await callAsOwner(test, owner, 'GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    const page: JobApplication[] = reply.json();
    expect(page.length).toBeLessThanOrEqual(limit);
    rows.push(...page);
    pages += 1;
    url = nextPageUrl((reply.headers.link as string | undefined) ?? null);
  }
  return { rows, pages };
}

async function readOnce(query: string): Promise<JobApplication[]> {
  const reply = await callAsOwner(test, owner, 'GET', `/api/job/applications?${query}&limit=500`);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers.link).toBeUndefined();
  return reply.json();
}

describe('GET /api/job/applications a page at a time', () => {
  it('answers a first page of the default size with a Link to the next, in the plain list shape', async () => {
    const reply = await callAsOwner(test, owner, 'GET', '/api/job/applications');
    expect(reply.statusCode).toBe(200);
    const page = reply.json();
    expect(Array.isArray(page)).toBe(true);
    expect(page).toHaveLength(50);
    expect(page[0]).toHaveProperty('company');
    expect(reply.headers.link).toMatch(/^<\/api\/job\/applications\?cursor=[\w-]+>; rel="next"$/);
  });

  for (const sort of applicationSortOrders) {
    it(`pages through every row once, in the same order as one unpaged read (${sort})`, async () => {
      const whole = await readOnce(`sort=${sort}`);
      expect(whole).toHaveLength(ROWS);
      const paged = await readAllPages(`sort=${sort}`, 40);
      expect(paged.pages).toBe(Math.ceil(ROWS / 40));
      expect(paged.rows.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    });
  }

  it('filters by status and searches every word, accents and case ignored, across pages', async () => {
    const interviews = await readAllPages('status=interview', 7);
    expect(interviews.rows).toHaveLength(ROWS / 5);
    expect(interviews.rows.every((row) => row.status === 'interview')).toBe(true);

    const zurich = await readAllPages('q=zurich%20SYSTEMS', 2);
    expect(zurich.rows.map((row) => row.id)).toEqual((await readOnce('q=Zürich')).map((row) => row.id));
    expect(zurich.rows).toHaveLength(Math.floor(ROWS / 37));

    const referral = await readAllPages('q=Referral&status=pending&sort=company-asc', 3);
    expect(referral.rows.length).toBeGreaterThan(0);
    expect(
      referral.rows.every((row) => row.notes === 'referral from a friend' && row.status === 'pending'),
    ).toBe(true);
  });

  it('keeps the newest-first order of the unpaged list when no order is asked', async () => {
    const whole = await readOnce('');
    // The reply's dates stop at milliseconds; the database also orders the microseconds below.
    const dates = whole.map((row) => row.appliedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const newestFirst = await readOnce('sort=applied-desc');
    expect(whole.map((row) => row.id)).toEqual(newestFirst.map((row) => row.id));
  });

  it('refuses a forged cursor, a page size out of range and an unknown order with 400', async () => {
    for (const query of ['cursor=not-a-cursor', 'cursor=WyJ4Il0', 'limit=0', 'limit=100000', 'sort=salary']) {
      const reply = await callAsOwner(test, owner, 'GET', `/api/job/applications?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
    const badDate = Buffer.from(JSON.stringify(['yesterday', 5])).toString('base64url');
    const reply = await callAsOwner(test, owner, 'GET', `/api/job/applications?cursor=${badDate}`);
    expect(reply.statusCode).toBe(400);
  });
});
