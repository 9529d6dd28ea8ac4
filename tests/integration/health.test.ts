import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('GET /healthz', () => {
  it('answers 200 while the database answers', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', database: testDatabaseKind });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone', async () => {
    const separate = await createTestApp();
    await separate.database.close();
    const reply = await separate.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: 'unavailable', database: testDatabaseKind });
    await separate.close();
  });
});
