import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFeedLinks } from '../../src/shared/api/job-calendar-feed';
import { callAsOwner, createApplication } from '../helpers/job-applications';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;
const logLines: string[] = [];
/** Every secret the tests were given, none of which may reach a log. */
const issuedTokens: string[] = [];

beforeAll(async () => {
  test = await createTestApp({
    identify: 'sessions',
    env: { PUBLIC_URL: 'https://jobs.example.com' },
    logStream: { write: (line) => logLines.push(line) },
  });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

type FeedLink = { httpsUrl: string; webcalUrl: string; createdAt: string };

const SITE = 'https://jobs.example.com';

const toHttpsAndWebcal = ({ webUrl, webcalUrl }: { webUrl: string; webcalUrl: string }) => ({
  httpsUrl: webUrl,
  webcalUrl,
});

async function issueLink(): Promise<FeedLink> {
  const reply = await callAsOwner(test, owner, 'POST', '/api/job/calendar-feed');
  expect(reply.statusCode, reply.body).toBe(201);
  const { path, createdAt } = reply.json() as { path: string; createdAt: string };
  const link: FeedLink = { ...toHttpsAndWebcal(formatFeedLinks(SITE, path)), createdAt };
  issuedTokens.push(new URL(link.httpsUrl).searchParams.get('token') ?? '');
  return link;
}

/** The feed as a calendar app fetches it: no cookie, only the link. */
function fetchFeed(link: FeedLink) {
  const url = new URL(link.httpsUrl);
  return test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

type FeedEvent = { uid: string; summary: string; start: string; isAllDay: boolean };

/** The feed read by both libraries; they must agree on every event. */
function readFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const fromIcalJs = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .map((event) => ({
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      isAllDay: event.startDate.isDate,
    }))
    .sort((a, b) => a.uid.localeCompare(b.uid));
  const fromNodeIcal = Object.values(ical.sync.parseICS(text))
    .filter((entry): entry is VEvent => entry?.type === 'VEVENT')
    .map((event) => {
      const isAllDay = event.datetype === 'date';
      return {
        uid: event.uid,
        summary: String(event.summary),
        start: isAllDay ? event.start.toISOString().slice(0, 10) : event.start.toISOString(),
        isAllDay,
      };
    })
    .sort((a, b) => a.uid.localeCompare(b.uid));
  expect(fromNodeIcal).toEqual(fromIcalJs);
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Job search');
  return fromIcalJs;
}

describe(`calendar subscription feed on ${testDatabaseKind}`, () => {
  let link: FeedLink;
  let applicationId: number;
  let interviewId: number;

  it('issues a long random link in https and webcal spellings, shown once', async () => {
    expect((await callAsOwner(test, owner, 'GET', '/api/job/calendar-feed')).json()).toEqual({
      isActive: false,
      createdAt: null,
    });
    link = await issueLink();
    const token = new URL(link.httpsUrl).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link.httpsUrl).toBe(`https://jobs.example.com/api/job/calendar.ics?token=${token}`);
    expect(link.webcalUrl).toBe(`webcal://jobs.example.com/api/job/calendar.ics?token=${token}`);
    const status = (await callAsOwner(test, owner, 'GET', '/api/job/calendar-feed')).json();
    expect(status).toEqual({ isActive: true, createdAt: link.createdAt });
    expect(JSON.stringify(status)).not.toContain(token);
    // Only a hash is kept.
    const stored = await test.database.rows<{ secret_hash: string }>(
      sql`select secret_hash from job_calendar_feeds`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.secret_hash).not.toContain(token);
  });

  it('serves interviews and follow-up days that ical.js and node-ical both read', async () => {
    const application = await createApplication(test, owner, {
      company: 'Northwind',
      position: 'Head of IT',
      nextStepDate: '2099-04-02',
      nextStepAction: 'Send thank-you note',
    });
    applicationId = application.id;
    const interview = await callAsOwner(
      test,
      owner,
      'POST',
      `/api/job/applications/${applicationId}/interviews`,
      {
        date: '2099-03-30',
        time: '14:00',
        timeZone: 'America/New_York',
        title: 'Panel interview',
      },
    );
    expect(interview.statusCode, interview.body).toBe(201);
    interviewId = interview.json().id;
    await createApplication(test, owner, {
      company: 'Closed Co',
      status: 'rejected',
      nextStepDate: '2099-05-01',
    });

    const reply = await fetchFeed(link);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(readFeed(reply.body)).toEqual([
      {
        uid: `job-follow-up-${applicationId}@jobs.example.com`,
        summary: 'Send thank-you note: Head of IT at Northwind',
        start: '2099-04-02',
        isAllDay: true,
      },
      {
        uid: `job-interview-${interviewId}@jobs.example.com`,
        summary: 'Panel interview: Head of IT at Northwind',
        start: '2099-03-30T18:00:00.000Z',
        isAllDay: false,
      },
    ]);
  });

  it('keeps every UID through edits, so a subscribed calendar moves events instead of copying them', async () => {
    const before = readFeed((await fetchFeed(link)).body);
    const edited = await callAsOwner(test, owner, 'PUT', `/api/job/applications/${applicationId}`, {
      position: 'Director of IT',
      nextStepDate: '2099-04-09',
    });
    expect(edited.statusCode).toBe(200);
    const after = readFeed((await fetchFeed(link)).body);
    expect(after.map((event) => event.uid)).toEqual(before.map((event) => event.uid));
    expect(after.map((event) => [event.summary, event.start])).toEqual([
      ['Send thank-you note: Director of IT at Northwind', '2099-04-09'],
      ['Panel interview: Director of IT at Northwind', '2099-03-30T18:00:00.000Z'],
    ]);
  });

  it('drops a cancelled interview, and the follow-up of a closed application', async () => {
    const cancelled = await callAsOwner(
      test,
      owner,
      'DELETE',
      `/api/job/applications/${applicationId}/events/${interviewId}`,
    );
    expect(cancelled.statusCode).toBe(204);
    expect(readFeed((await fetchFeed(link)).body).map((event) => event.uid)).toEqual([
      `job-follow-up-${applicationId}@jobs.example.com`,
    ]);
    await callAsOwner(test, owner, 'PUT', `/api/job/applications/${applicationId}`, { status: 'withdrawn' });
    expect(readFeed((await fetchFeed(link)).body)).toEqual([]);
  });

  it('answers 404 to a rotated link, a revoked link and an invented one', async () => {
    const rotated = await issueLink();
    expect((await fetchFeed(link)).statusCode).toBe(404);
    expect((await fetchFeed(rotated)).statusCode).toBe(200);
    const revoked = await callAsOwner(test, owner, 'DELETE', '/api/job/calendar-feed');
    expect(revoked.statusCode).toBe(204);
    expect((await fetchFeed(rotated)).statusCode).toBe(404);
    expect((await callAsOwner(test, owner, 'GET', '/api/job/calendar-feed')).json().isActive).toBe(false);
    const invented = await test.app.inject({ method: 'GET', url: '/api/job/calendar.ics?token=guess' });
    expect(invented.statusCode).toBe(404);
    const none = await test.app.inject({ method: 'GET', url: '/api/job/calendar.ics' });
    expect(none.statusCode).toBe(404);
    link = await issueLink();
  });

  it('keeps the secret out of every log line, rate-limited replies included', async () => {
    for (let request = 0; request < 35; request++) await fetchFeed(link);
    const limited = await fetchFeed(link);
    expect(limited.statusCode).toBe(429);
    await callAsOwner(test, owner, 'DELETE', '/api/job/calendar-feed');
    const logged = logLines.join('');
    // The feed's requests were logged, with the secret replaced.
    expect(logged).toContain('/api/job/calendar.ics?token=[redacted]');
    expect(issuedTokens).toHaveLength(3);
    for (const token of issuedTokens) expect(logged).not.toContain(token);
  });
});
