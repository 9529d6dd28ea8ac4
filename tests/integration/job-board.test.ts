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

type Board = { columns: { status: string; count: number; cards: { id: number; company: string }[] }[] };
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

  it('is private', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/job/board' })).statusCode).toBe(401);
  });
});
