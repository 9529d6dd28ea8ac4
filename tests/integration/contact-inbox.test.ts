import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs } from '../../src/server/db/schema';
import { nextPageUrl } from '../../src/shared/api/paging';
import { parseCsv } from '../helpers/parse-csv';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  await test.app.ready();
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

type Sent = { firstName: string; company?: string | null; opportunityType?: string; message?: string };

/** A visitor's message through the public form, answered 201 as the page sees it. */
async function send(app: TestApp, fields: Sent): Promise<void> {
  const reply = await app.app.inject({
    method: 'POST',
    url: '/api/contacts',
    // Each sender from its own address, so the form's rate limit never counts them together.
    remoteAddress: `10.1.0.${Math.floor(Math.random() * 250) + 1}`,
    payload: {
      lastName: 'Visitor',
      email: `${fields.firstName.toLowerCase()}@example.com`,
      company: 'Initech',
      opportunityType: 'consulting',
      message: 'Could you help us plan our security program?',
      ...fields,
    },
  });
  expect(reply.statusCode).toBe(201);
}

const get = (url: string) => test.app.inject({ method: 'GET', url, headers: owner.headers });
const patch = (id: number, payload: object) =>
  test.app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: owner.headers, payload });
const unread = async () => (await get('/api/contacts/unread-count')).json().unread as number;

type Listed = {
  id: number;
  firstName: string;
  readAt: string | null;
  status: string;
  note: string | null;
  deliveryStatus: string | null;
};

async function list(query = ''): Promise<Listed[]> {
  const reply = await get(`/api/contacts${query}`);
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

async function findByName(firstName: string): Promise<Listed> {
  const found = (await list(`?q=${firstName}`)).find((item) => item.firstName === firstName);
  if (!found) throw new Error(`${firstName} is not in the inbox`);
  return found;
}

describe('the inbox of leads', () => {
  it('shows a message sent while mail goes to the outbox, unread, with the unread count', async () => {
    expect(await unread()).toBe(0);
    await send(test, { firstName: 'Ada', company: 'Analytical Engines' });
    const [first] = await list();
    expect(first).toMatchObject({
      firstName: 'Ada',
      company: 'Analytical Engines',
      opportunityType: 'consulting',
      readAt: null,
      status: 'new',
      note: null,
      applicationId: null,
    });
    expect(await unread()).toBe(1);
    // The mail went to an .eml file, and the message stayed in the database all the same.
    await expect.poll(async () => (await list())[0]?.deliveryStatus).toBe('sent');
    expect(await readdir(path.join(test.config.dataDir, 'outbox'))).toHaveLength(1);
  });

  it('marks a message read and unread, and round-trips its status and note', async () => {
    const ada = await findByName('Ada');
    const read = await patch(ada.id, { isRead: true });
    expect(read.statusCode).toBe(200);
    const readAt = read.json().readAt as string;
    expect(Date.parse(readAt)).not.toBeNaN();
    expect(await unread()).toBe(0);
    // Reading again keeps the first opening's time.
    expect((await patch(ada.id, { isRead: true })).json().readAt).toBe(readAt);

    const changed = await patch(ada.id, {
      status: 'in-discussion',
      note: '  Call on Tuesday about scope.  ',
    });
    expect(changed.json()).toMatchObject({ status: 'in-discussion', note: 'Call on Tuesday about scope.' });
    expect((await get(`/api/contacts/${ada.id}`)).json()).toMatchObject({
      status: 'in-discussion',
      note: 'Call on Tuesday about scope.',
      readAt,
    });
    expect((await patch(ada.id, { note: '' })).json().note).toBeNull();
    expect((await patch(ada.id, { isRead: false })).json().readAt).toBeNull();
    expect(await unread()).toBe(1);

    const logged = await test.database.db.select().from(adminLogs);
    expect(logged.filter((row) => row.action === 'contact_updated').map((row) => row.resourceId)).toEqual([
      String(ada.id),
      String(ada.id),
    ]);
  });

  it('refuses a bad status or an empty change with 400 and an unknown message with 404', async () => {
    const ada = await findByName('Ada');
    const bad = await patch(ada.id, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBeDefined();
    expect((await patch(ada.id, {})).statusCode).toBe(400);
    expect((await patch(999_999, { isRead: true })).statusCode).toBe(404);
    expect((await get('/api/contacts/999999')).statusCode).toBe(404);
    expect((await get('/api/contacts/abc')).statusCode).toBe(400);
  });

  it('searches name, company, message and note, filters by status and unread, and pages by Link', async () => {
    await send(test, {
      firstName: 'Grace',
      company: 'Navy Systems',
      message: 'A compiler team needs an IT lead.',
    });
    await send(test, { firstName: 'Linus', company: null, opportunityType: 'fulltime' });
    await send(test, { firstName: 'Margaret', company: 'Apollo Guidance' });
    const grace = await findByName('Grace');
    await patch(grace.id, { note: 'Referred by Zoë', status: 'replied', isRead: true });

    expect((await list('?q=navy')).map((item) => item.firstName)).toEqual(['Grace']);
    expect((await list('?q=COMPILER%20team')).map((item) => item.firstName)).toEqual(['Grace']);
    expect((await list('?q=zoe')).map((item) => item.firstName)).toEqual(['Grace']);
    expect((await list('?q=nobody-here')).length).toBe(0);
    // A word's beginning is enough, and query syntax typed into the box is only text.
    expect((await list('?q=nav')).map((item) => item.firstName)).toEqual(['Grace']);
    expect((await list(`?q=${encodeURIComponent("nav' & !(:* |")}`)).map((item) => item.firstName)).toEqual([
      'Grace',
    ]);
    expect((await list('?status=replied')).map((item) => item.firstName)).toEqual(['Grace']);
    expect((await list('?unread=true')).map((item) => item.firstName)).toEqual(['Margaret', 'Linus', 'Ada']);
    expect((await get('/api/contacts?status=lost')).statusCode).toBe(400);

    const pageOne = await get('/api/contacts?limit=3');
    expect(pageOne.json().map((item: Listed) => item.firstName)).toEqual(['Margaret', 'Linus', 'Grace']);
    const next = nextPageUrl(String(pageOne.headers.link));
    expect(next).not.toBeNull();
    const pageTwo = await get(String(next));
    expect(pageTwo.json().map((item: Listed) => item.firstName)).toEqual(['Ada']);
    expect(pageTwo.headers.link).toBeUndefined();
  });

  it('exports the inbox, with its search, as CSV a spreadsheet opens safely', async () => {
    await send(test, { firstName: 'Mallory', company: '=HYPERLINK("http://evil.example")' });
    const reply = await get('/api/contacts/export.csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(reply.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Received',
      'First Name',
      'Last Name',
      'Email',
      'Company',
      'Opportunity',
      'Status',
      'Read',
      'Note',
      'Message',
      'Application',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Ada', 'Grace', 'Linus', 'Margaret', 'Mallory']);
    const grace = rows.find((row) => row[1] === 'Grace');
    expect(grace?.slice(4, 9)).toEqual([
      'Navy Systems',
      'Consulting Project',
      'Replied',
      grace?.[7],
      'Referred by Zoë',
    ]);
    expect(rows.find((row) => row[1] === 'Mallory')?.[4]).toBe(`'=HYPERLINK("http://evil.example")`);

    const searched = parseCsv((await get('/api/contacts/export.csv?q=navy')).body.replace(/^\uFEFF/, ''));
    expect(searched.slice(1).map((row) => row[1])).toEqual(['Grace']);
  });
});

describe('a won lead becomes a job application', () => {
  it('refuses a lead that is not won yet', async () => {
    const ada = await findByName('Ada');
    const reply = await test.app.inject({
      method: 'POST',
      url: `/api/contacts/${ada.id}/application`,
      headers: owner.headers,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('Mark the lead as won before turning it into an application');
  });

  it('creates the application with the company, the notes and the sender, once', async () => {
    const ada = await findByName('Ada');
    await patch(ada.id, { status: 'won', note: 'Six-week security roadmap engagement.' });
    const convert = () =>
      test.app.inject({ method: 'POST', url: `/api/contacts/${ada.id}/application`, headers: owner.headers });
    const reply = await convert();
    expect(reply.statusCode).toBe(201);
    const { applicationId, message } = reply.json();
    expect(message).toMatchObject({ id: ada.id, status: 'won', applicationId });

    const application = (await get(`/api/job/applications/${applicationId}`)).json();
    expect(application).toMatchObject({
      company: 'Analytical Engines',
      position: 'Consulting Project',
      status: 'offer',
      source: 'Portfolio contact form',
      contactPerson: 'Ada Visitor',
      contactEmail: 'ada@example.com',
    });
    expect(application.notes).toContain('Six-week security roadmap engagement.');
    expect(application.notes).toContain('> Could you help us plan our security program?');
    const listed = (await get('/api/job/applications')).json() as { id: number }[];
    expect(listed.map((item) => item.id)).toContain(applicationId);

    const again = await convert();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This lead is already application #${applicationId}`);

    // Deleting the application frees the lead to become one again.
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/job/applications/${applicationId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/contacts/${ada.id}`)).json().applicationId).toBeNull();
  });

  it('files a lead without a company under the sender', async () => {
    const linus = await findByName('Linus');
    await patch(linus.id, { status: 'won' });
    const reply = await test.app.inject({
      method: 'POST',
      url: `/api/contacts/${linus.id}/application`,
      headers: owner.headers,
    });
    const application = (await get(`/api/job/applications/${reply.json().applicationId}`)).json();
    expect(application).toMatchObject({ company: 'Linus Visitor', position: 'Full-time Position' });
  });
});

describe('every message is kept, whatever the mail mode', () => {
  it('stores the message when the SMTP server refuses the connection', async () => {
    const smtpDown = await createTestApp({ identify: 'sessions', env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      await smtpDown.app.ready();
      const session = await signInAsOwner(smtpDown);
      await send(smtpDown, { firstName: 'Barbara' });
      const reply = await smtpDown.app.inject({
        method: 'GET',
        url: '/api/contacts',
        headers: session.headers,
      });
      expect(reply.json()).toMatchObject([{ firstName: 'Barbara', status: 'new', readAt: null }]);
      const count = await smtpDown.app.inject({
        method: 'GET',
        url: '/api/contacts/unread-count',
        headers: session.headers,
      });
      expect(count.json()).toEqual({ unread: 1 });
    } finally {
      await smtpDown.close();
    }
  });
});
