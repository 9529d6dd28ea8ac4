import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_HEADER } from '../../src/server/services/jobs/csv-export';
import { callAsOwner, createApplication, insertOtherUsersApplication } from '../helpers/job-applications';
import { parseCsv } from '../helpers/parse-csv';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { TZ: 'America/Los_Angeles' } });
  owner = await signInAsOwner(test);
});
afterAll(() => test?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  callAsOwner(test, owner, method, url, payload);
const stats = async () => (await call('GET', '/api/job/dashboard')).json();

describe(`dashboard stats on ${testDatabaseKind}`, () => {
  it('is all zeros, with a 0% response rate, before any application', async () => {
    expect(await stats()).toEqual({
      total: 0,
      pending: 0,
      interview: 0,
      offer: 0,
      rejected: 0,
      withdrawn: 0,
      responseRate: 0,
    });
  });

  it('counts stages and rounds (interview + offer) / total × 100 as each status changes', async () => {
    await insertOtherUsersApplication(test); // someone else's offer must not count
    const ids: number[] = [];
    for (let index = 0; index < 8; index++)
      ids.push((await createApplication(test, owner, { company: `Co ${index}` })).id);
    const steps: [number, string, Record<string, number>][] = [
      // 1 / 8 = 12.5 %, rounded half up to 13
      [
        0,
        'interview',
        { total: 8, pending: 7, interview: 1, offer: 0, rejected: 0, withdrawn: 0, responseRate: 13 },
      ],
      [
        1,
        'offer',
        { total: 8, pending: 6, interview: 1, offer: 1, rejected: 0, withdrawn: 0, responseRate: 25 },
      ],
      [
        2,
        'rejected',
        { total: 8, pending: 5, interview: 1, offer: 1, rejected: 1, withdrawn: 0, responseRate: 25 },
      ],
      [
        3,
        'withdrawn',
        { total: 8, pending: 4, interview: 1, offer: 1, rejected: 1, withdrawn: 1, responseRate: 25 },
      ],
      [
        4,
        'interview',
        { total: 8, pending: 3, interview: 2, offer: 1, rejected: 1, withdrawn: 1, responseRate: 38 },
      ],
      // any status, any order: back to pending
      [
        0,
        'pending',
        { total: 8, pending: 4, interview: 1, offer: 1, rejected: 1, withdrawn: 1, responseRate: 25 },
      ],
    ];
    for (const [index, status, expected] of steps) {
      const reply = await call('PUT', `/api/job/applications/${ids[index]}`, { status });
      expect(reply.statusCode).toBe(200);
      const current = await stats();
      expect(current).toEqual(expected);
      expect(current.responseRate).toBe(
        Math.round(((current.interview + current.offer) / current.total) * 100),
      );
    }
    await call('DELETE', `/api/job/applications/${ids[5]}`);
    await call('DELETE', `/api/job/applications/${ids[6]}`);
    // 2 of 6 = 33.33 %
    expect(await stats()).toMatchObject({ total: 6, responseRate: 33 });
    await call('DELETE', `/api/job/applications/${ids[7]}`);
    await call('PUT', `/api/job/applications/${ids[4]}`, { status: 'offer' });
    // 2 of 5 = 40 %; then 1 of 3 = 33 %, 2 of 3 = 66.67 % → 67
    expect(await stats()).toMatchObject({ total: 5, responseRate: 40 });
    await call('DELETE', `/api/job/applications/${ids[2]}`);
    await call('DELETE', `/api/job/applications/${ids[3]}`);
    expect(await stats()).toMatchObject({ total: 3, responseRate: 67 });
  });
});

describe('Export Report (CSV)', () => {
  it('opens as UTF-8 CSV with every application, its stage history and neutralised formulas', async () => {
    const tricky = await createApplication(test, owner, {
      company: '=HYPERLINK("http://evil.example","click")',
      position: 'Lead, "Platform" Ops',
      location: 'Zürich → Genève',
      salary: '-5000',
      source: '@twitter',
      contactPerson: '+1 555 0100',
      notes: 'Line one\nLine two, with comma',
      appliedDate: '2026-02-01',
    });
    await call('PUT', `/api/job/applications/${tricky.id}`, { status: 'interview' });
    await call('PUT', `/api/job/applications/${tricky.id}`, { status: 'offer' });
    await call('POST', `/api/job/applications/${tricky.id}/interviews`, {
      date: '2026-03-10',
      time: '14:00',
      timeZone: 'America/New_York',
      title: 'Panel',
    });

    const reply = await call('GET', '/api/job/export.csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="job-applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const raw = reply.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(REPORT_HEADER);
    const mine = (await call('GET', '/api/job/applications')).json();
    expect(rows).toHaveLength(mine.length);
    expect(rows.some((row) => row.includes('Someone Else Inc'))).toBe(false);

    const column = (row: string[], name: string) => row[REPORT_HEADER.indexOf(name)];
    const row = rows.find((candidate) => column(candidate, 'Position') === 'Lead, "Platform" Ops');
    if (!row) throw new Error('the tricky row is missing');
    expect(column(row, 'Company')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(column(row, 'Salary')).toBe("'-5000");
    expect(column(row, 'Source')).toBe("'@twitter");
    expect(column(row, 'Contact Person')).toBe("'+1 555 0100");
    expect(column(row, 'Location')).toBe('Zürich → Genève');
    expect(column(row, 'Notes')).toBe('Line one\nLine two, with comma');
    expect(column(row, 'Status')).toBe('Offer');
    expect(column(row, 'Applied Date')).toBe('2026-02-01');
    // Stage days are in the configured time zone (TZ=America/Los_Angeles).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect(column(row, 'Stage History')).toBe(`2026-02-01 Pending → ${today} Interview → ${today} Offer`);
    expect(column(row, 'Pending Date')).toBe('2026-02-01');
    expect(column(row, 'Interview Date')).toBe(today);
    expect(column(row, 'Offer Date')).toBe(today);
    expect(column(row, 'Rejected Date')).toBe('');
    expect(column(row, 'Interviews')).toBe('2026-03-10 14:00 America/New_York Panel');
    for (const cells of rows) {
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
