import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationEvents, jobApplications } from '../../src/server/db/schema';
import { computeFunnel } from '../../src/server/services/jobs/job-funnel';
import { callAsOwner, insertOtherUsersApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;

/** Wednesday: the current week starts on Monday 2026-11-23, the twelfth week back on 2026-09-07. */
const NOW = new Date('2026-11-25T15:00:00Z');

type Stage = { type: 'status' | 'interview'; status?: string; at: string };

/** An application with its first stage on the applied day and the later history given. */
async function insertApplication(fields: {
  applied: string;
  status: string;
  source: string | null;
  firstStatus?: string;
  history?: Stage[];
}): Promise<void> {
  const appliedDate = new Date(`${fields.applied}T00:00:00Z`);
  const [row] = await test.database.db
    .insert(jobApplications)
    .values({
      userId: owner.userId,
      company: `Company ${fields.applied}`,
      position: 'Director of IT',
      appliedDate,
      status: fields.status,
      source: fields.source,
    })
    .returning({ id: jobApplications.id });
  if (!row) throw new Error('no row');
  await test.database.db.insert(jobApplicationEvents).values([
    {
      applicationId: row.id,
      type: 'created',
      status: fields.firstStatus ?? 'pending',
      title: 'Applied',
      eventDate: appliedDate,
      createdAt: appliedDate,
    },
    ...(fields.history ?? []).map((stage) => ({
      applicationId: row.id,
      type: stage.type,
      status: stage.status ?? null,
      title: stage.type === 'interview' ? 'Interview' : `Status changed to ${stage.status}`,
      // An interview is booked at `at` and takes place a week later.
      eventDate: new Date(new Date(stage.at).getTime() + (stage.type === 'interview' ? 7 * 86_400_000 : 0)),
      createdAt: new Date(stage.at),
    })),
  ]);
}

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

describe(`the funnel on ${testDatabaseKind}`, () => {
  it('is all zeros, with no median, before the first application', async () => {
    const funnel = await computeFunnel(test.database.db, owner.userId, 'UTC', NOW);
    expect(funnel.total).toBe(0);
    expect(funnel.weeks).toHaveLength(12);
    expect(funnel.weeks.every((week) => week.applications === 0)).toBe(true);
    expect(funnel.stages.map((stage) => stage.count)).toEqual([0, 0, 0, 0]);
    expect(funnel.sources).toEqual([]);
    expect(funnel.medianDaysToFirstResponse).toBeNull();
  });

  it('matches the hand count of eight applications', async () => {
    await insertOtherUsersApplication(test);
    // A1: applied this week, nothing heard.
    await insertApplication({ applied: '2026-11-23', status: 'pending', source: 'LinkedIn' });
    // A2: an interview 4.5 days after applying.
    await insertApplication({
      applied: '2026-11-16',
      status: 'interview',
      source: 'LinkedIn',
      history: [{ type: 'status', status: 'interview', at: '2026-11-20T12:00:00Z' }],
    });
    // A3: rejected after 10 days; the source spelled in lower case.
    await insertApplication({
      applied: '2026-11-02',
      status: 'rejected',
      source: 'linkedin',
      history: [{ type: 'status', status: 'rejected', at: '2026-11-12T00:00:00Z' }],
    });
    // A4: interview booked after 2 days, then an offer.
    await insertApplication({
      applied: '2026-10-26',
      status: 'offer',
      source: 'Referral',
      history: [
        { type: 'status', status: 'interview', at: '2026-10-28T00:00:00Z' },
        { type: 'interview', at: '2026-10-28T00:00:00Z' },
        { type: 'status', status: 'offer', at: '2026-11-10T00:00:00Z' },
      ],
    });
    // A5: withdrawn by the owner: not a response.
    await insertApplication({
      applied: '2026-10-26',
      status: 'withdrawn',
      source: 'Referral',
      history: [{ type: 'status', status: 'withdrawn', at: '2026-10-30T00:00:00Z' }],
    });
    // A6: added at Offer, before the twelve weeks, no source: reached every stage, no time known.
    await insertApplication({ applied: '2026-08-03', status: 'offer', source: null, firstStatus: 'offer' });
    // A7: still marked pending, but an interview was booked 7 days after applying.
    await insertApplication({
      applied: '2026-09-07',
      status: 'pending',
      source: 'Company site',
      history: [{ type: 'interview', at: '2026-09-14T00:00:00Z' }],
    });
    // A8: applied yesterday; the source with stray spaces.
    await insertApplication({ applied: '2026-11-24', status: 'pending', source: '  LinkedIn ' });

    const funnel = await computeFunnel(test.database.db, owner.userId, 'UTC', NOW);
    expect(funnel.total).toBe(8);
    expect(funnel.weeks.filter((week) => week.applications > 0)).toEqual([
      { weekStart: '2026-09-07', applications: 1 },
      { weekStart: '2026-10-26', applications: 2 },
      { weekStart: '2026-11-02', applications: 1 },
      { weekStart: '2026-11-16', applications: 1 },
      { weekStart: '2026-11-23', applications: 2 },
    ]);
    expect(funnel.weeks[0]?.weekStart).toBe('2026-09-07');
    expect(funnel.weeks.at(-1)?.weekStart).toBe('2026-11-23');
    expect(funnel.stages).toEqual([
      { stage: 'applied', count: 8 },
      { stage: 'responded', count: 5 },
      { stage: 'interviewed', count: 4 },
      { stage: 'offer', count: 2 },
    ]);
    expect(funnel.sources).toEqual([
      { source: 'LinkedIn', isOther: false, applications: 4, responded: 2, responseRate: 50 },
      { source: 'Referral', isOther: false, applications: 2, responded: 1, responseRate: 50 },
      { source: 'Company site', isOther: false, applications: 1, responded: 1, responseRate: 100 },
      { source: 'Not recorded', isOther: false, applications: 1, responded: 1, responseRate: 100 },
    ]);
    // Responses after 2, 4.5, 7 and 10 days: the median is 5.75, shown to one decimal.
    expect(funnel.medianDaysToFirstResponse).toBe(5.8);
    expect(funnel.respondedWithTime).toBe(4);
  });

  it('answers the owner at GET /api/job/funnel and nobody else', async () => {
    const reply = await callAsOwner(test, owner, 'GET', '/api/job/funnel');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().total).toBe(8);
    expect((await test.app.inject({ method: 'GET', url: '/api/job/funnel' })).statusCode).toBe(401);
  });
});
