import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplicationsCsv } from '../../src/server/services/jobs/csv-export';
import { listApplicationsForUser } from '../../src/server/services/jobs/job-application-repository';
import { listEventsForApplications } from '../../src/server/services/jobs/job-event-repository';
import { callAsOwner } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
const ROWS = 100_000;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  await test.database.rows(sql`
    insert into job_applications (user_id, company, position, status, applied_date, notes, next_step_date)
    select ${owner.userId}, 'Company ' || (n % 997), 'Role "' || n || '"',
           (array['pending','interview','offer','rejected','withdrawn'])[1 + n % 5],
           -- Ties on the applied instant, some only microseconds apart, cross batch boundaries.
           timestamptz '2020-01-01' + ((n % 1999) || ' days')::interval + ((n % 3) || ' microseconds')::interval,
           case when n % 50 = 0 then '=HYPERLINK("x")' else null end,
           case when n % 4 = 0 then timestamptz '2021-06-30 23:30:00+00' else null end
    from generate_series(1, ${ROWS}) as n`);
  // Stage history and interviews on some rows, so batches carry events of their own.
  await test.database.rows(sql`
    insert into job_application_events (application_id, type, status, title, event_date, time_zone)
    select id, case when id % 2 = 0 then 'status_change' else 'interview' end,
           case when id % 2 = 0 then 'interview' else null end,
           case when id % 2 = 0 then 'Moved to Interview' else 'Panel' end,
           applied_date + interval '3 days', case when id % 2 = 0 then null else 'Europe/Paris' end
    from job_applications where id % 7 = 0`);
}, 300_000);
afterAll(() => test.close());

describe('GET /api/job/export.csv of 100,000 applications', () => {
  it('streams the same bytes as the report built whole', async () => {
    const reply = await callAsOwner(test, owner, 'GET', '/api/job/export.csv');
    expect(reply.statusCode).toBe(200);
    const applications = await listApplicationsForUser(test.database.db, owner.userId);
    const events = await listEventsForApplications(
      test.database.db,
      owner.userId,
      applications.map((application) => application.id),
    );
    const whole = buildApplicationsCsv(applications, events, 'UTC');
    expect(reply.rawPayload.length).toBe(Buffer.byteLength(whole));
    expect(reply.rawPayload.equals(Buffer.from(whole))).toBe(true);
    expect(reply.body.split('\r\n')).toHaveLength(ROWS + 2);
  }, 300_000);
});
