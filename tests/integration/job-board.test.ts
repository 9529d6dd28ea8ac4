import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Board = {
  columns: {
    status: string;
    count: number;
    cards: { id: number; company: string }[];
    nextCursor: string | null;
  }[];
};
const board = async (): Promise<Board> => (await callAsOwner(test, owner, 'GET', '/api/job/board')).json();
const column = (value: Board, status: string) => value.columns.find((item) => item.status === status);

describe(`pipeline board on ${testDatabaseKind}`, () => {
  it('has a column per status in pipeline order, even when empty', async () => {
    const empty = await board();
    expect(empty.columns.map((item) => [item.status, item.count])).toEqual([
      ['pending', 0],
      ['interview', 0],
      ['offer', 0],
      ['rejected', 0],
      ['withdrawn', 0],
    ]);
  });

  it("puts each of the owner's applications in its status column, and a move follows the status", async () => {
    await insertOtherUsersApplication(test);
    const first = await createApplication(test, owner, { company: 'Northwind' });
    await createApplication(test, owner, { company: 'Adatum', status: 'offer' });
    const before = await board();
    expect(column(before, 'pending')?.cards.map((card) => card.company)).toEqual(['Northwind']);
    expect(column(before, 'offer')?.count).toBe(1);
    expect(before.columns.reduce((sum, item) => sum + item.count, 0)).toBe(2);
    // A card carries what it shows, not the long texts.
    expect(Object.keys(column(before, 'pending')?.cards[0] ?? {})).not.toContain('details');

    const moved = await callAsOwner(test, owner, 'PUT', `/api/job/applications/${first.id}`, {
      status: 'interview',
    });
    expect(moved.statusCode).toBe(200);
    const after = await board();
    expect(column(after, 'pending')?.count).toBe(0);
    expect(column(after, 'interview')?.cards.map((card) => card.id)).toEqual([first.id]);
  });

  it('pages each column: the first 50 cards, then the rest through its cursor, none twice', async () => {
    const { userId } = owner;
    // 120 rejected applications, 30 of which share one change time, so pages meet ties.
    await test.database.rows(sql`
      insert into job_applications (user_id, company, position, status, applied_date, updated_at)
      select ${userId}, 'Bulk ' || n, 'Analyst', 'rejected', timestamptz '2026-01-01',
             timestamptz '2026-02-01' + (case when n <= 30 then 0 else n end) * interval '1 minute'
      from generate_series(1, 120) as n`);
    const first = await board();
    const rejected = column(first, 'rejected');
    expect(rejected?.count).toBe(120);
    expect(rejected?.cards).toHaveLength(50);
    expect(column(first, 'pending')?.nextCursor).toBeNull();
    const seen = [...(rejected?.cards ?? [])];
    let cursor = rejected?.nextCursor ?? null;
    let pages = 0;
    while (cursor) {
      const reply = await callAsOwner(test, owner, 'GET', `/api/job/board/rejected?cursor=${cursor}`);
      expect(reply.statusCode).toBe(200);
      const page = reply.json() as { cards: { id: number; company: string }[]; nextCursor: string | null };
      seen.push(...page.cards);
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(2);
    expect(new Set(seen.map((card) => card.id)).size).toBe(120);
    // Latest change first: Bulk 120 was changed last, the tied thirty come at the end.
    expect(seen[0]?.company).toBe('Bulk 120');
    expect(seen.slice(90).every((card) => Number(card.company.slice(5)) <= 30)).toBe(true);
  });

  it('answers a forged cursor or an unknown column with a 400', async () => {
    const forged = Buffer.from(JSON.stringify(['not a time', 1])).toString('base64url');
    for (const url of [
      `/api/job/board/rejected?cursor=${forged}`,
      '/api/job/board/rejected?cursor=%%%',
      '/api/job/board/archived?cursor=abc',
    ]) {
      expect((await callAsOwner(test, owner, 'GET', url)).statusCode, url).toBe(400);
    }
  });

  it('is private', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/job/board' })).statusCode).toBe(401);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/job/board/pending?cursor=x' })).statusCode,
    ).toBe(401);
  });
});
