import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, jobApplicationEvents, jobApplications } from '../../src/server/db/schema';
import { errorReply } from '../helpers/error-reply';
import { callAsOwner, createApplication, insertOtherUsersApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  callAsOwner(test, owner, method, url, payload);

const FULL = {
  company: '  Northwind Robotics ',
  position: 'Director of IT Operations',
  location: 'San Diego, CA',
  salary: '$180,000 - $220,000',
  hiringManager: 'Dana Lee',
  hiringManagerLink: 'https://www.linkedin.com/in/dana-lee',
  jobUrl: 'https://careers.northwind.example/jobs/4821',
  description: 'Run global IT.',
  requirements: '10+ years',
  appliedDate: '2026-03-02',
  status: 'interview',
  priority: 'high',
  source: 'LinkedIn',
  contactPerson: 'Sam Recruiter',
  contactEmail: 'sam@northwind.example',
  notes: 'Referred by Alex',
  nextStepDate: '2026-03-12',
  nextStepAction: 'Panel interview',
  details: '<p>Full description</p>\n\n• bullet',
};

describe(`job applications CRUD on ${testDatabaseKind}`, () => {
  it('starts with an empty list', async () => {
    const reply = await call('GET', '/api/job/applications');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([]);
  });

  it('creates an application with every field, trimmed, and returns the spec shape', async () => {
    const reply = await call('POST', '/api/job/applications', FULL);
    expect(reply.statusCode).toBe(201);
    const created = reply.json();
    expect(created).toMatchObject({
      ...FULL,
      company: 'Northwind Robotics',
      appliedDate: '2026-03-02T00:00:00.000Z',
      nextStepDate: '2026-03-12T00:00:00.000Z',
    });
    expect(created).not.toHaveProperty('userId');
    expect(typeof created.id).toBe('number');
    const fetched = await call('GET', `/api/job/applications/${created.id}`);
    expect(fetched.json()).toEqual(created);
  });

  it('applies the defaults and stores empty optional fields as null', async () => {
    const created = await createApplication(test, owner, {
      location: '',
      notes: '   ',
      nextStepDate: '',
      jobUrl: null,
    });
    expect(created).toMatchObject({
      status: 'pending',
      priority: 'medium',
      location: null,
      notes: null,
      nextStepDate: null,
      jobUrl: null,
    });
  });

  it('ignores id, userId and timestamps sent by the client', async () => {
    const created = await createApplication(test, owner, {
      id: 999_999,
      userId: 'someone-else',
      createdAt: '2001-01-01',
    });
    expect(created.id).not.toBe(999_999);
    expect(created.createdAt).not.toMatch(/^2001/);
    const [row] = await test.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, created.id));
    expect(row?.userId).toBe(owner.userId);
  });

  it('lists the most recently applied first', async () => {
    await createApplication(test, owner, { company: 'Older', appliedDate: '2025-01-05' });
    await createApplication(test, owner, { company: 'Newer', appliedDate: '2026-12-01' });
    const companies = (await call('GET', '/api/job/applications'))
      .json()
      .map((a: { company: string }) => a.company);
    expect(companies[0]).toBe('Newer');
    expect(companies.at(-1)).toBe('Older');
  });

  it('updates only the fields sent (PUT of partial fields)', async () => {
    const created = await createApplication(test, owner, { notes: 'keep me', salary: '$1' });
    const reply = await call('PUT', `/api/job/applications/${created.id}`, { status: 'offer' });
    expect(reply.statusCode).toBe(200);
    const updated = reply.json();
    expect(updated).toMatchObject({ status: 'offer', notes: 'keep me', salary: '$1', company: 'Acme' });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(String(created.updatedAt)));

    const edited = await call('PUT', `/api/job/applications/${created.id}`, {
      notes: '',
      nextStepDate: '2026-04-01',
      nextStepAction: 'Send references',
      company: 'Acme Corp',
    });
    expect(edited.json()).toMatchObject({
      notes: null,
      nextStepDate: '2026-04-01T00:00:00.000Z',
      nextStepAction: 'Send references',
      company: 'Acme Corp',
      status: 'offer',
      salary: '$1',
    });
    const cleared = await call('PUT', `/api/job/applications/${created.id}`, { nextStepDate: '' });
    expect(cleared.json().nextStepDate).toBeNull();
  });

  it('deletes with its history, then answers 404', async () => {
    const created = await createApplication(test, owner);
    await call('PUT', `/api/job/applications/${created.id}`, { status: 'interview' });
    const deleted = await call('DELETE', `/api/job/applications/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', `/api/job/applications/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/job/applications/${created.id}`)).statusCode).toBe(404);
    const events = await test.database.db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, created.id));
    expect(events).toEqual([]);
  });

  it('logs create, update and delete in the activity log', async () => {
    const created = await createApplication(test, owner, { company: 'Logged Co' });
    await call('PUT', `/api/job/applications/${created.id}`, { status: 'rejected' });
    await call('DELETE', `/api/job/applications/${created.id}`);
    const entries = await test.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.resource, 'job_application'), eq(adminLogs.resourceId, String(created.id))));
    expect(entries.map((entry) => entry.action)).toEqual([
      'job_application_created',
      'job_application_updated',
      'job_application_deleted',
    ]);
    expect(entries[1]?.details).toEqual({ fields: ['status'], fromStatus: 'pending', toStatus: 'rejected' });
    expect(entries[0]?.userId).not.toBeNull();
  });
});

describe('ownership', () => {
  it("answers 404 for another user's application and never touches it", async () => {
    const other = await insertOtherUsersApplication(test);
    const base = `/api/job/applications/${other.id}`;
    const attempts = [
      await call('GET', base),
      await call('PUT', base, { status: 'rejected', notes: 'mine now' }),
      await call('DELETE', base),
      await call('GET', `${base}/events`),
      await call('POST', `${base}/interviews`, { date: '2026-03-10', time: '10:00', timeZone: 'UTC' }),
    ];
    for (const reply of attempts) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(errorReply('not-found', 'Application not found'));
    }
    const list = (await call('GET', '/api/job/applications')).json();
    expect(list.some((application: { id: number }) => application.id === other.id)).toBe(false);
    const [row] = await test.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, other.id));
    expect(row).toMatchObject({ status: 'offer', notes: null, userId: other.userId });
    const events = await test.database.db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, other.id));
    expect(events).toEqual([]);
  });
});
