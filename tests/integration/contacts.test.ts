import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const message = (firstName: string) => ({
  firstName,
  lastName: 'Recruiter',
  email: `${firstName.toLowerCase()}@example.com`,
  company: 'Globex',
  opportunityType: 'fulltime',
  message: 'We have a VP of IT Operations role you would be great for.',
});

describe('contacts', () => {
  it('stores a valid message from an anonymous visitor', async () => {
    const reply = await test.app.inject({ method: 'POST', url: '/api/contacts', payload: message('Grace') });
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body).toMatchObject({ id: expect.any(Number), firstName: 'Grace', company: 'Globex' });
    const rows = await test.database.db.select().from(contacts);
    expect(rows.map((row) => row.email)).toContain('grace@example.com');
  });

  it('lists messages newest first for the owner only', async () => {
    await test.app.inject({ method: 'POST', url: '/api/contacts', payload: message('Linus') });
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/contacts' });
    expect(anonymous.statusCode).toBe(401);

    const reply = await test.app.inject({
      method: 'GET',
      url: '/api/contacts',
      headers: { 'x-test-as': 'owner' },
    });
    expect(reply.statusCode).toBe(200);
    const names = reply.json().map((contact: { firstName: string }) => contact.firstName);
    expect(names.slice(0, 2)).toEqual(['Linus', 'Grace']);
  });

  it('does not store a rejected message', async () => {
    const before = (await test.database.db.select().from(contacts)).length;
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...message('Eve'), opportunityType: 'spam' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors.opportunityType).toEqual(['Choose an opportunity type']);
    expect((await test.database.db.select().from(contacts)).length).toBe(before);
  });
});
