import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs } from '../../src/server/db/schema';
import { errorReply } from '../helpers/error-reply';
import { createApplication, insertOtherUsersApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { PUBLIC_URL: 'https://portfolio.example' } });
  owner = await signInAsOwner(test);
});
afterAll(() => test?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  test.app.inject({
    method,
    url,
    headers: { ...owner.headers, origin: 'https://portfolio.example' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const events = async (id: number) => (await call('GET', `/api/job/applications/${id}/events`)).json();

describe('interview rules', () => {
  it.each([
    ['date', { date: '2026-02-30', time: '10:00', timeZone: 'UTC' }],
    ['date', { date: '10/03/2026', time: '10:00', timeZone: 'UTC' }],
    ['time', { date: '2026-03-10', time: '24:00', timeZone: 'UTC' }],
    ['time', { date: '2026-03-10', time: '9am', timeZone: 'UTC' }],
    ['timeZone', { date: '2026-03-10', time: '10:00', timeZone: 'Mars/Olympus_Mons' }],
    ['timeZone', { date: '2026-03-10', time: '10:00' }],
    ['durationMinutes', { date: '2026-03-10', time: '10:00', timeZone: 'UTC', durationMinutes: 2 }],
    ['title', { date: '2026-03-10', time: '10:00', timeZone: 'UTC', title: 'x'.repeat(201) }],
    ['setNextStep', { date: '2026-03-10', time: '10:00', timeZone: 'UTC', setNextStep: 'yes' }],
  ])('refuses a bad %s', async (field, payload) => {
    const application = await createApplication(test, owner);
    const reply = await call('POST', `/api/job/applications/${application.id}/interviews`, payload);
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().fieldErrors)).toEqual([field]);
  });

  it('removes an interview but keeps stage history, and logs both kinds of change', async () => {
    const application = await createApplication(test, owner);
    const interview = (
      await call('POST', `/api/job/applications/${application.id}/interviews`, {
        date: '2026-05-01',
        time: '09:00',
        timeZone: 'UTC',
      })
    ).json();
    const [created] = await events(application.id);
    const refused = await call('DELETE', `/api/job/applications/${application.id}/events/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(
      errorReply('conflict', 'Stage history is kept; only interviews can be removed.'),
    );
    expect(
      (await call('GET', `/api/job/applications/${application.id}/events/${created.id}/calendar.ics`))
        .statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/job/applications/${application.id}/events/${interview.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/job/applications/${application.id}/events/${interview.id}`)).statusCode,
    ).toBe(404);
    // Scheduling moved the pending application to interview; that stage stays when the interview goes.
    expect((await events(application.id)).map((event: { type: string }) => event.type)).toEqual([
      'created',
      'status',
    ]);
    const logged = await test.database.db
      .select({ action: adminLogs.action })
      .from(adminLogs)
      .where(
        and(eq(adminLogs.resource, 'job_application'), eq(adminLogs.resourceId, String(application.id))),
      );
    expect(logged.map((entry) => entry.action)).toEqual([
      'job_application_created',
      'job_interview_scheduled',
      'job_interview_deleted',
    ]);
  });

  it("answers 404 for events reached through another user's application", async () => {
    const other = await insertOtherUsersApplication(test);
    const mine = await createApplication(test, owner);
    const interview = (
      await call('POST', `/api/job/applications/${mine.id}/interviews`, {
        date: '2026-05-01',
        time: '09:00',
        timeZone: 'UTC',
      })
    ).json();
    // My event under their application id, and their application's events, are both unknown.
    expect(
      (await call('GET', `/api/job/applications/${other.id}/events/${interview.id}/calendar.ics`)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/job/applications/${other.id}/events/${interview.id}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/job/applications/${other.id}/events`)).statusCode).toBe(404);
  });
});
