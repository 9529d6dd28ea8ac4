import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs } from '../../src/server/db/schema';
import { encodeMultipart } from '../helpers/multipart';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  const { payload, headers } = await encodeMultipart({}, { file: { name: 'a.txt', bytes: 'hello' } });
  await test.app.inject({
    method: 'POST',
    url: '/api/tools/files/upload',
    payload,
    headers: { ...owner.headers, ...headers },
    remoteAddress: '203.0.113.9',
  });
  // A scheduled job's entry has no user; older entries first, so the upload above is the newest.
  await test.database.db.insert(adminLogs).values(
    Array.from({ length: 25 }, (_, index) => ({
      action: `job_${index}`,
      resource: 'test',
      createdAt: new Date(Date.now() - (100 - index) * 60_000),
    })),
  );
});
afterAll(() => test.close());

function get(url: string) {
  return test.app.inject({ method: 'GET', url, headers: owner.headers });
}

describe('dashboard', () => {
  it('counts certificates, files and tables, and shows the five most recent log entries', async () => {
    const reply = await get('/api/tools/dashboard');
    expect(reply.statusCode).toBe(200);
    const overview = reply.json();
    expect(overview).toMatchObject({ certificatesCount: 0, filesCount: 1 });
    expect(overview.tablesCount).toBeGreaterThanOrEqual(15);
    expect(overview.recentLogs).toHaveLength(5);
    expect(overview.recentLogs[0]).toMatchObject({
      username: 'owner',
      action: 'file_uploaded',
      label: 'Uploaded file a.txt',
      resource: 'managed_file',
      ipAddress: '203.0.113.9',
    });
  });
});

describe('database tables', () => {
  it('lists the public schema from pg_tables with row counts', async () => {
    const tables = (await get('/api/tools/database/tables')).json();
    const names = tables.map((table: { tablename: string }) => table.tablename);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining(['ssl_certificates', 'managed_files', 'admin_logs', 'file_blobs']),
    );
    const files = tables.find((table: { tablename: string }) => table.tablename === 'managed_files');
    expect(files).toMatchObject({ schemaname: 'public', rowCount: 1 });
    expect(typeof files.tableowner).toBe('string');
    const logCount = (await test.database.db.select().from(adminLogs)).length;
    expect(tables.find((table: { tablename: string }) => table.tablename === 'admin_logs').rowCount).toBe(
      logCount,
    );
  });
});

describe('activity log', () => {
  it('pages through the log newest first as a plain list, with null usernames for system entries', async () => {
    // Signing in as the owner for the first time logs the account's creation too.
    const total = (await test.database.db.select().from(adminLogs)).length;
    const firstReply = await get('/api/tools/logs?limit=10');
    const first = firstReply.json();
    expect(first).toHaveLength(10);
    expect(first[0].action).toBe('file_uploaded');
    const jobs = first.filter((item: { action: string }) => item.action.startsWith('job_'));
    expect(jobs[0]).toMatchObject({ action: 'job_24', username: null, resourceId: null });
    expect(firstReply.headers.link).toMatch(/^<\/api\/tools\/logs\?limit=10&cursor=[\w-]+>; rel="next"$/);

    const seen: number[] = first.map((item: { id: number }) => item.id);
    let link = String(firstReply.headers.link);
    let last: { action: string }[] = first;
    while (link) {
      const next = /<([^>]+)>/.exec(link)?.[1] ?? '';
      const reply = await get(next);
      last = reply.json();
      seen.push(...last.map((item) => (item as unknown as { id: number }).id));
      link = (reply.headers.link as string | undefined) ?? '';
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(last.at(-1)?.action).toBe('job_0');
    expect((await get('/api/tools/logs')).json()).toHaveLength(Math.min(20, total));
  });

  it.each(['limit=0', 'limit=1000', 'limit=abc', 'cursor=forged'])('refuses %s with 400', async (query) => {
    expect((await get(`/api/tools/logs?${query}`)).statusCode).toBe(400);
  });
});
