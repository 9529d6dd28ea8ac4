import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specTableNames } from '../../../src/server/db/schema';
import { createApplication } from '../../helpers/job-applications';
import { encodeMultipart } from '../../helpers/multipart';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

const STACK_TRACE = /\n\s+at .+:\d+:\d+/;
/** What must never be stored: C0 controls other than tab and line ends, DEL, bidi controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test.
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const HOSTILE = 'Ac\u0000me\u0007 Corp\u202E\u2066 \uD800x';

function deeplyNested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

async function rowFingerprint(): Promise<string> {
  const counts = await Promise.all(
    specTableNames.map(async (table) => {
      const [row] = await test.database.rows<{ n: number }>(
        sql.raw(`select count(*)::int as n from "${table}"`),
      );
      return `${table}:${row?.n}`;
    }),
  );
  return counts.join(',');
}

function asOwner(options: InjectOptions) {
  return test.app.inject({ ...options, headers: { ...owner.headers, ...options.headers } });
}

describe('control characters and bidi overrides in accepted text', () => {
  it('stores job applications, their edits and interviews without them', async () => {
    const created = await asOwner({
      method: 'POST',
      url: '/api/job/applications',
      payload: {
        company: HOSTILE,
        position: `Director\u0000 of IT`,
        appliedDate: '2026-03-02',
        notes: HOSTILE,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ company: 'Acme Corp \uFFFDx', position: 'Director of IT' });
    const id = created.json().id;
    const updated = await asOwner({
      method: 'PUT',
      url: `/api/job/applications/${id}`,
      payload: { notes: `a\u0000b\u202Dc` },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().notes).toBe('abc');
    const interview = await asOwner({
      method: 'POST',
      url: `/api/job/applications/${id}/interviews`,
      payload: {
        date: '2026-12-03',
        time: '14:30',
        timeZone: 'America/Los_Angeles',
        title: `Panel\u0000\u202E`,
        notes: HOSTILE,
      },
    });
    expect(interview.statusCode).toBe(201);
    const search = await asOwner({ method: 'GET', url: '/api/job/applications?search=%00Acme%E2%80%AE' });
    expect(search.statusCode).toBe(200);
    const stored = await test.database.rows<{ text: string }>(
      sql.raw(
        `select company || position || coalesce(notes, '') as text from job_applications
         union all select title || coalesce(description, '') from job_application_events`,
      ),
    );
    expect(stored.length).toBeGreaterThan(1);
    for (const row of stored) expect(row.text).not.toMatch(UNWANTED);
  });

  it('stores a JSON Resume import, a corrected reading, a contact message and a chat question without them', async () => {
    const imported = await asOwner({
      method: 'POST',
      url: '/api/resumes/base/import',
      payload: {
        name: `Mine\u0000\u202E`,
        resume: {
          basics: { name: HOSTILE, email: 'a@example.com' },
          work: [{ name: HOSTILE, position: 'CTO\u0000' }],
        },
      },
    });
    expect(imported.statusCode).toBe(201);
    const contact = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: {
        firstName: 'Ada\u0000',
        lastName: 'Love\u202Elace',
        email: 'ada@example.org',
        opportunityType: 'consulting',
        message: HOSTILE,
      },
    });
    expect(contact.statusCode).toBe(201);
    const chat = await test.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Where is he based?\u0000\u202E', history: [] },
    });
    expect(chat.statusCode).toBe(200);
    const stored = await test.database.rows<{ text: string }>(
      sql.raw(
        `select name || parsed_content::text as text from base_resumes
         union all select first_name || last_name || message from contacts`,
      ),
    );
    expect(stored.length).toBe(2);
    // jsonb text shows a stored NUL as the escape \u0000.
    for (const row of stored) {
      expect(row.text).not.toMatch(UNWANTED);
      expect(row.text).not.toContain('\\u0000');
    }
  });

  it('keeps a file name from disguising itself, in the list and in the download header', async () => {
    const { payload, headers } = await encodeMultipart(
      { category: 'other\u0000', isPublic: 'false' },
      { file: { name: 'invoice\u202Efdp.exe\u0000.txt', bytes: 'plain text', type: 'text/plain' } },
    );
    const uploaded = await asOwner({ method: 'POST', url: '/api/tools/files/upload', payload, headers });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().originalName).toBe('invoicefdp.exe.txt');
    const download = await asOwner({ method: 'GET', url: `/api/tools/files/${uploaded.json().id}/download` });
    expect(download.headers['content-disposition']).not.toMatch(/%E2%80%AE|%00/i);
  });

  it('reads a resume file whose text holds control and bidi characters, and stores it without them', async () => {
    // Word's line break (VT), a page break (FF), a stray BEL and bidi overrides: text all the same.
    const bullets = Array.from(
      { length: 12 },
      (_, i) => `- Led audit programme ${i + 1} across four regions and two data centres`,
    );
    const text = `Jane Doe\u000Bjane@example.com\n\nEXPERIENCE\nCertification Lead\u202E, Acme Corp, 2019 - Present\n${bullets.join('\n')}\u000C\nEDUCATION\u0007\nBSc, State University, 2012`;
    const { payload, headers } = await encodeMultipart(
      { name: 'Text resume' },
      { resume: { name: 'resume\u202E.txt', bytes: text, type: 'text/plain' } },
    );
    const reply = await asOwner({ method: 'POST', url: '/api/resumes/base/upload', payload, headers });
    expect(reply.statusCode).toBe(201);
    const [row] = await test.database.rows<{ text: string }>(
      sql.raw(
        `select file_name || parsed_content::text as text from base_resumes where name = 'Text resume'`,
      ),
    );
    expect(row?.text).not.toMatch(UNWANTED);
    expect(row?.text).not.toContain('\\u0000');
  });
});

describe('hostile JSON bodies on every write route', () => {
  const bodies: Record<string, { payload: string; statuses: number[] }> = {
    'a __proto__ key': {
      payload: '{"__proto__":{"isOwner":true},"company":"x","position":"y"}',
      statuses: [400],
    },
    'a nested __proto__ key': {
      payload: '{"resume":{"basics":{"__proto__":[]}},"name":"x"}',
      statuses: [400],
    },
    'a constructor.prototype key': {
      payload: '{"constructor":{"prototype":{"polluted":1}}}',
      statuses: [400],
    },
    // Routes with a small body limit refuse the deepest one for its size before reading it.
    'nesting 5,000 deep': { payload: deeplyNested(5_000), statuses: [400, 413] },
    'nesting 40 deep': { payload: deeplyNested(40), statuses: [400] },
    'a 2 MB string': { payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }), statuses: [413] },
  };

  it('refuses each with a 4xx, never a 5xx or a stack trace, and changes nothing', async () => {
    const writes = test.app.registeredRoutes.filter(
      (route) =>
        ['POST', 'PUT', 'PATCH'].includes(route.method) &&
        !route.url.startsWith('/api/screenshots') &&
        !['/api/login', '/api/logout'].includes(route.url),
    );
    expect(writes.length).toBeGreaterThan(15);
    await createApplication(test, owner);
    const failures: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const [name, body] of Object.entries(bodies)) {
        const before = await rowFingerprint();
        const reply = await asOwner({
          method: route.method as InjectOptions['method'],
          url,
          payload: body.payload,
          headers: { 'content-type': 'application/json' },
        });
        const where = `${route.method} ${route.url} with ${name} → ${reply.statusCode} ${reply.body.slice(0, 120)}`;
        // The contact form's per-visitor limit may answer first: a refusal all the same.
        const refusedByLimit = reply.statusCode === 429 && route.url === '/api/contacts';
        // The bookmarklet's capture takes a rendered page (up to 12 MB): its schema refuses this one.
        const refusedBySchema =
          reply.statusCode === 400 && route.url === '/api/job/capture' && name === 'a 2 MB string';
        if (!body.statuses.includes(reply.statusCode) && !refusedByLimit && !refusedBySchema)
          failures.push(where);
        if (STACK_TRACE.test(reply.body)) failures.push(`${where}: stack trace`);
        if ((await rowFingerprint()) !== before) failures.push(`${where}: changed rows`);
      }
    }
    expect(failures).toEqual([]);
  });
});
