import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../src/server/db/schema';
import type { JobApplication } from '../../src/shared/api/job-applications';
import { callAsOwner, createApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  await createApplication(test, owner, { company: 'Fifty Percent Co', notes: 'raise of 10% agreed' });
  await createApplication(test, owner, { company: 'Tenfold Labs', notes: 'raise of 100 dollars' });
  await createApplication(test, owner, { company: 'Snake Case', source: 'job_board' });
  await createApplication(test, owner, { company: 'Plain Jobs', source: 'jobXboard' });
  await createApplication(test, owner, { company: 'Back Slash', notes: 'path C:\\temp' });
});
afterAll(() => test.close());

async function search(q: string): Promise<string[]> {
  const reply = await callAsOwner(test, owner, 'GET', `/api/job/applications?q=${encodeURIComponent(q)}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as JobApplication[]).map((row) => row.company).sort();
}

describe(`list search on ${testDatabaseKind}`, () => {
  it('takes %, _ and a backslash in a search word as themselves', async () => {
    expect(await search('10%')).toEqual(['Fifty Percent Co']);
    expect(await search('job_board')).toEqual(['Snake Case']);
    expect(await search('c:\\temp')).toEqual(['Back Slash']);
    expect(await search('%')).toEqual(['Fifty Percent Co']);
  });

  it('is answered by the trigram index on the search text the database keeps', async () => {
    const plan = await test.database.db.transaction(async (tx) => {
      // A handful of rows is read fastest without an index; the question is whether it can be used.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from ${jobApplications} where ${jobApplications.searchText} like ${'%labs%'}`,
      );
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('job_applications_search_trgm_idx');
  });
});
