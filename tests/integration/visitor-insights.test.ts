import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsVisitors, chatQuestions } from '../../src/server/db/schema';
import { addDays, siteDayOf } from '../../src/server/services/analytics/site-day';
import { createRetentionWorker } from '../../src/server/services/retention/retention-worker';
import { BEACON_PATH } from '../../src/shared/api/analytics';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15';
const VISITOR_IP = '203.0.113.77';
const REFERRER = 'https://www.news.example.net/story/42?reader=jane.doe';

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { TRUST_PROXY: 'false' } });
  await test.app.ready();
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

type BeaconOptions = {
  ip?: string;
  userAgent?: string;
  headers?: Record<string, string>;
  contentType?: string;
};

function beacon(body: unknown, options: BeaconOptions = {}) {
  return test.app.inject({
    method: 'POST',
    url: BEACON_PATH,
    remoteAddress: options.ip ?? VISITOR_IP,
    headers: {
      origin: test.config.publicUrl,
      // sendBeacon sends a string body as text/plain.
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? BROWSER,
      ...options.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const pageView = (path = '/', referrer?: string) => ({ path, referrer, events: [{ kind: 'pageview' }] });

async function summary(days = 7) {
  const reply = await test.app.inject({
    method: 'GET',
    url: `/api/analytics/summary?days=${days}`,
    headers: owner.headers,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

const today = () => siteDayOf(new Date(), test.config.timeZone);

describe('visitor counts without cookies', () => {
  it('counts a page view, one visitor a day, and the referring site by host only, setting no cookie', async () => {
    const first = await beacon(pageView('/', REFERRER));
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    // The same address and browser again the same day: another view, the same visitor.
    await beacon(pageView('/'));
    // Another browser at the same address is another visitor.
    await beacon(pageView('/blog'), { userAgent: OTHER_BROWSER });
    const counts = await summary();
    expect(counts.totals).toMatchObject({ pageviews: 3, visitors: 2 });
    expect(counts.series.at(-1)).toEqual({ day: today(), pageviews: 3, visitors: 2 });
    expect(counts.series).toHaveLength(7);
    expect(counts.pages).toEqual([
      { label: '/', count: 2 },
      { label: '/blog', count: 1 },
    ]);
    expect(counts.referrers).toEqual([
      { label: '', count: 2 },
      { label: 'news.example.net', count: 1 },
    ]);
  });

  it('counts sections seen, panels opened, downloads, chat opens and ROI calculations', async () => {
    const reply = await beacon({
      path: '/',
      events: [
        { kind: 'section', target: 'about' },
        { kind: 'section', target: 'projects' },
        { kind: 'panel', target: 'projects' },
        { kind: 'panel', target: 'projects' },
        { kind: 'resume' },
        { kind: 'chat' },
        { kind: 'roi' },
      ],
    });
    expect(reply.statusCode).toBe(204);
    const counts = await summary(30);
    expect(counts.totals).toMatchObject({ panel: 2, resume: 1, chat: 1, roi: 1, pageviews: 3, visitors: 2 });
    expect(counts.sections).toEqual([
      { label: 'about', count: 1 },
      { label: 'projects', count: 1 },
    ]);
    expect(counts.panels).toEqual([{ label: 'projects', count: 2 }]);
    expect(counts.series).toHaveLength(30);
  });

  it('counts a contact send when the message is stored', async () => {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: VISITOR_IP,
      headers: { 'user-agent': BROWSER },
      payload: {
        firstName: 'Kim',
        lastName: 'Visitor',
        email: 'kim@example.com',
        opportunityType: 'advisory',
        message: 'Would you join our advisory board?',
      },
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(async () => (await summary()).totals.contact).toBe(1);
  });

  it.each([
    ['Do-Not-Track', { dnt: '1' }, BROWSER],
    ['Global Privacy Control', { 'sec-gpc': '1' }, BROWSER],
    ['a crawler', {}, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'a headless browser',
      {},
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
  ])('counts nothing for %s, answering the same 204', async (_name, headers, userAgent) => {
    const before = await summary();
    const reply = await beacon(pageView('/', REFERRER), { ip: '198.51.100.9', userAgent, headers });
    expect(reply.statusCode).toBe(204);
    expect((await summary()).totals).toEqual(before.totals);
  });

  it('refuses a beacon that is malformed, too large, from another site or about an unknown page', async () => {
    expect((await beacon('{not json')).statusCode).toBe(400);
    expect((await beacon(pageView('/tools/admin'))).statusCode).toBe(400);
    expect(
      (await beacon({ path: '/', events: [{ kind: 'section', target: 'secret-page' }] })).statusCode,
    ).toBe(400);
    expect((await beacon({ path: '/', events: [] })).statusCode).toBe(400);
    const many = { path: '/', events: Array.from({ length: 41 }, () => ({ kind: 'roi' })) };
    expect((await beacon(many)).statusCode).toBe(400);
    expect((await beacon({ ...pageView(), referrer: 'x'.repeat(5000) })).statusCode).toBe(413);
    const crossSite = await beacon(pageView(), { headers: { origin: 'https://elsewhere.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await beacon(pageView(), { contentType: 'application/json' })).statusCode).toBe(204);
  });

  it('limits how many beacons one address sends a minute', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++) statuses.push((await beacon(pageView(), { ip: '192.0.2.200' })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('answers the summary for 7, 30 and 90 days only, to the owner only', async () => {
    expect((await summary(90)).series).toHaveLength(90);
    const odd = await test.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?days=12',
      headers: owner.headers,
    });
    expect(odd.statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: '/api/analytics/summary' })).statusCode).toBe(401);
  });
});

describe('what visitors ask the assistant', () => {
  const ask = (message: string, ip = VISITOR_IP) =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
      payload: { message, history: [] },
    });

  it('stores each question with the kind of reply, and groups them with content gaps first', async () => {
    for (const question of [
      'Which certifications does Alex hold?',
      'What certifications does he have?',
      'Does Alex know Kubernetes?',
      'Does he have Kubernetes experience?',
      'What is his salary expectation? Mail me at pat@example.org',
      'Write me a poem about cats',
    ]) {
      expect((await ask(question)).statusCode).toBe(200);
    }
    await expect.poll(async () => (await test.database.db.select().from(chatQuestions)).length).toBe(6);
    const reply = await test.app.inject({ method: 'GET', url: '/api/questions', headers: owner.headers });
    expect(reply.statusCode).toBe(200);
    const { total, groups, retentionDays } = reply.json();
    expect(total).toBe(6);
    expect(retentionDays).toBe(90);
    const gaps = groups.filter((group: { isContentGap: boolean }) => group.isContentGap);
    expect(gaps.map((group: { count: number }) => group.count)).toEqual([2, 1]);
    expect(groups.slice(0, 2)).toEqual(gaps);
    const certifications = groups.find((group: { question: string }) =>
      /certifications/.test(group.question),
    );
    expect(certifications).toMatchObject({ count: 2, kinds: { answer: 2 }, isContentGap: false });
    expect(certifications.contentFile.path).toBe('content/skills.ts');
    const salary = gaps.find((group: { question: string }) => /salary/.test(group.question));
    expect(salary.question).toBe('What is his salary expectation? Mail me at [email]');
    expect(salary.contentFile.path).toBe('content/contact.ts');
    expect(groups.at(-1)).toMatchObject({ question: 'Write me a poem about cats', latestKind: 'declined' });
  });

  it('still answers when the question cannot be stored', async () => {
    await test.database.rows(sql`alter table chat_questions rename to chat_questions_away`);
    try {
      const reply = await ask('Which certifications does Alex hold?');
      expect(reply.statusCode).toBe(200);
      expect(reply.json().response).toContain('CISSP');
    } finally {
      await test.database.rows(sql`alter table chat_questions_away rename to chat_questions`);
    }
  });
});

describe('nothing that identifies a visitor is stored', () => {
  /** The new tables' columns, so one added later must be looked at here before the test passes. */
  const COLUMNS = {
    chat_questions: ['asked_at', 'id', 'kind', 'question', 'wording'],
    analytics_daily: ['count', 'day', 'kind', 'label'],
    analytics_visitors: ['day', 'visitor'],
  };

  it('has only the columns reviewed here', async () => {
    for (const [table, columns] of Object.entries(COLUMNS)) {
      const rows = await test.database.rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = ${table} order by column_name`,
      );
      expect(
        rows.map((row) => row.column_name),
        table,
      ).toEqual(columns);
    }
  });

  it('holds no address, browser, referrer path or unsalted hash in any of them', async () => {
    const cells: string[] = [];
    for (const table of Object.keys(COLUMNS)) {
      const rows = await test.database.rows<Record<string, unknown>>(
        sql`select * from ${sql.identifier(table)}`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) cells.push(...Object.values(row).map((value) => String(value)));
    }
    const unsalted = createHash('sha256').update(`${VISITOR_IP}${BROWSER}`).digest('hex');
    const forbidden = [
      VISITOR_IP,
      '203.0.113',
      BROWSER,
      'Chrome/131',
      '/story/42',
      'jane.doe',
      'pat@example.org',
      unsalted.slice(0, 16),
    ];
    for (const cell of cells) {
      for (const word of forbidden) expect(cell, `a stored value holds "${word}"`).not.toContain(word);
    }
    const visitors = await test.database.db.select().from(analyticsVisitors);
    for (const row of visitors) expect(row.visitor).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps visitor ids for today only, and questions and counts for the retention period', async () => {
    const old = addDays(today(), -91);
    await test.database.db
      .insert(analyticsDaily)
      .values({ day: old, kind: 'pageview', label: '/', count: 5 });
    await test.database.db
      .insert(analyticsVisitors)
      .values({ day: addDays(today(), -1), visitor: '0123456789abcdef' });
    await test.database.db.insert(chatQuestions).values({
      question: 'An old question',
      wording: 'old question',
      kind: 'answer',
      askedAt: new Date(Date.now() - 91 * 86_400_000),
    });
    const kept = (await test.database.db.select().from(analyticsDaily)).length - 1;
    const visitorsCounted = (await summary()).totals.visitors;

    const retention = createRetentionWorker({
      db: test.database.db,
      config: test.config,
      log: pino({ level: 'silent' }),
    });
    const run = await retention.runOnce();
    expect(run).toEqual({ questions: 1, counts: 1, visitors: 1 });
    expect(await test.database.db.select().from(analyticsDaily)).toHaveLength(kept);
    expect((await test.database.db.select().from(chatQuestions)).map((row) => row.question)).not.toContain(
      'An old question',
    );
    expect(
      (await test.database.db.select().from(analyticsVisitors)).every((row) => row.day === today()),
    ).toBe(true);

    // The next day, today's visitor ids go too; the day's counts stay.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await retention.runOnce(tomorrow)).visitors).toBeGreaterThan(0);
    expect(await test.database.db.select().from(analyticsVisitors)).toEqual([]);
    expect((await summary()).totals.visitors).toBe(visitorsCounted);
  });
});
