import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../helpers/job-applications';
import { checkIcsLines, parseIcs, propertyOf } from '../helpers/parse-ics';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

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

describe(`stage history on ${testDatabaseKind}`, () => {
  it('records the first stage on the applied day and every status change after it', async () => {
    const application = await createApplication(test, owner, { appliedDate: '2026-02-10' });
    const before = Date.now();
    await call('PUT', `/api/job/applications/${application.id}`, { status: 'interview' });
    await call('PUT', `/api/job/applications/${application.id}`, {
      status: 'interview',
      notes: 'same stage',
    });
    await call('PUT', `/api/job/applications/${application.id}`, { notes: 'no stage change' });
    await call('PUT', `/api/job/applications/${application.id}`, { status: 'offer' });
    await call('PUT', `/api/job/applications/${application.id}`, { status: 'pending' });
    const history = await events(application.id);
    expect(
      history.map((event: { type: string; status: string; title: string }) => [
        event.type,
        event.status,
        event.title,
      ]),
    ).toEqual([
      ['created', 'pending', 'Applied (Pending)'],
      ['status', 'interview', 'Status changed to Interview'],
      ['status', 'offer', 'Status changed to Offer'],
      ['status', 'pending', 'Status changed to Pending'],
    ]);
    expect(history[0].eventDate).toBe('2026-02-10T00:00:00.000Z');
    expect(history[1].description).toBe('From Pending to Interview');
    expect(Date.parse(history[1].eventDate)).toBeGreaterThanOrEqual(before - 1000);

    await call('PUT', `/api/job/applications/${application.id}`, { appliedDate: '2026-02-08' });
    expect((await events(application.id))[0].eventDate).toBe('2026-02-08T00:00:00.000Z');
  });
});

describe('interviews', () => {
  it('schedules an interview at a wall-clock time in a time zone and shows it in the timeline', async () => {
    const application = await createApplication(test, owner, {
      company: 'Acme; Inc.',
      position: 'Director, IT',
      jobUrl: 'https://jobs.acme.example/42?ref=a,b',
    });
    const reply = await call('POST', `/api/job/applications/${application.id}/interviews`, {
      date: '2026-03-10',
      time: '14:00',
      timeZone: 'America/Los_Angeles',
      title: 'Panel interview',
      notes: 'Bring the 30-60-90 plan, and a \\ backslash.\nRoom 4; 2nd floor.',
      durationMinutes: 90,
    });
    expect(reply.statusCode).toBe(201);
    const interview = reply.json();
    // 10 March 2026 is two days after the switch to daylight time: UTC−7.
    expect(interview).toMatchObject({
      type: 'interview',
      title: 'Panel interview',
      eventDate: '2026-03-10T21:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      durationMinutes: 90,
      status: null,
    });
    const timeline = await events(application.id);
    // The history is in date order: the stage change is dated now, the interview by its own time.
    expect(timeline.map((event: { type: string }) => event.type).sort()).toEqual([
      'created',
      'interview',
      'status',
    ]);
    expect(timeline.find((event: { type: string }) => event.type === 'status')).toMatchObject({
      status: 'interview',
      title: 'Status changed to Interview',
    });
    const moved = (await call('GET', `/api/job/applications/${application.id}`)).json();
    expect(moved).toMatchObject({ status: 'interview', nextStepDate: null, nextStepAction: null });

    const calendar = await call(
      'GET',
      `/api/job/applications/${application.id}/events/${interview.id}/calendar.ics`,
    );
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers['content-disposition']).toMatch(
      /attachment; filename="interview-acme-inc-2026-03-10\.ics"/,
    );
    const lines = checkIcsLines(calendar.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const properties = parseIcs(calendar.body);
    expect(propertyOf(properties, 'VERSION')).toBe('2.0');
    expect(propertyOf(properties, 'PRODID')).toBeTruthy();
    expect(propertyOf(properties, 'UID')).toBe(`job-interview-${interview.id}@portfolio.example`);
    expect(propertyOf(properties, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(propertyOf(properties, 'DTSTART')).toBe('20260310T210000Z');
    expect(propertyOf(properties, 'DTEND')).toBe('20260310T223000Z');
    expect(propertyOf(properties, 'SUMMARY')).toBe('Panel interview: Director, IT at Acme; Inc.');
    expect(calendar.body).toContain('SUMMARY:Panel interview: Director\\, IT at Acme\\; Inc.');
    const description = propertyOf(properties, 'DESCRIPTION') ?? '';
    expect(description).toContain('Time: Tuesday, March 10, 2026 at 2:00 PM (America/Los_Angeles)');
    expect(description).toContain('Bring the 30-60-90 plan, and a \\ backslash.\nRoom 4; 2nd floor.');
    expect(propertyOf(properties, 'URL')).toBe('https://jobs.acme.example/42?ref=a,b');
    expect(
      properties.filter((property) => property.name === 'BEGIN').map((property) => property.value),
    ).toEqual(['VCALENDAR', 'VEVENT']);
  });

  it('uses "Interview" and an hour when no title or length is given', async () => {
    const application = await createApplication(test, owner);
    const interview = (
      await call('POST', `/api/job/applications/${application.id}/interviews`, {
        date: '2026-11-01',
        time: '01:30',
        timeZone: 'America/New_York',
        title: '  ',
      })
    ).json();
    // 1:30 happens twice on 1 November 2026; the first (daylight time, UTC−4) is taken.
    expect(interview).toMatchObject({
      title: 'Interview',
      durationMinutes: 60,
      eventDate: '2026-11-01T05:30:00.000Z',
    });
  });

  it('can make the interview the next step, in the same change', async () => {
    const application = await createApplication(test, owner);
    const reply = await call('POST', `/api/job/applications/${application.id}/interviews`, {
      date: '2026-04-02',
      time: '09:15',
      timeZone: 'Europe/London',
      title: 'Final round',
      setNextStep: true,
    });
    expect(reply.statusCode).toBe(201);
    expect((await call('GET', `/api/job/applications/${application.id}`)).json()).toMatchObject({
      nextStepDate: '2026-04-02T00:00:00.000Z',
      nextStepAction: 'Final round Thu Apr 2, 9:15 AM United Kingdom Time',
    });
  });

  it('moves only a pending application to interview, and the stats follow', async () => {
    const stats = async () => (await call('GET', '/api/job/dashboard')).json();
    const before = await stats();
    const pending = await createApplication(test, owner);
    const offered = await createApplication(test, owner, { status: 'offer' });
    const schedule = (id: number) =>
      call('POST', `/api/job/applications/${id}/interviews`, {
        date: '2026-12-03',
        time: '14:30',
        timeZone: 'America/Los_Angeles',
        setNextStep: true,
      });
    expect((await schedule(pending.id)).statusCode).toBe(201);
    expect((await schedule(offered.id)).statusCode).toBe(201);
    expect((await call('GET', `/api/job/applications/${pending.id}`)).json()).toMatchObject({
      status: 'interview',
      nextStepAction: 'Interview Thu Dec 3, 2:30 PM PT',
    });
    expect((await call('GET', `/api/job/applications/${offered.id}`)).json().status).toBe('offer');
    expect((await events(offered.id)).map((event: { type: string }) => event.type)).toEqual([
      'created',
      'interview',
    ]);
    const after = await stats();
    expect(after.interview).toBe(before.interview + 1);
    expect(after.pending).toBe(before.pending);
  });
});
