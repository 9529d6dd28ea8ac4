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

type ListedContact = { firstName: string; deliveryStatus: string | null };

const listAsOwner = async (): Promise<ListedContact[]> => {
  const reply = await test.app.inject({
    method: 'GET',
    url: '/api/contacts',
    headers: { 'x-test-as': 'owner' },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

describe('contacts', () => {
  it('stores a valid message from an anonymous visitor', async () => {
    const reply = await test.app.inject({ method: 'POST', url: '/api/contacts', payload: message('Grace') });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({ status: 'received' });
    const rows = await test.database.db.select().from(contacts);
    expect(rows.map((row) => row.email)).toContain('grace@example.com');
  });

  it('lists messages newest first, with their delivery status, for the owner only', async () => {
    await test.app.inject({ method: 'POST', url: '/api/contacts', payload: message('Linus') });
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/contacts' });
    expect(anonymous.statusCode).toBe(401);

    const listed = await listAsOwner();
    expect(listed.slice(0, 2).map((contact) => contact.firstName)).toEqual(['Linus', 'Grace']);
    for (const contact of listed) expect(['pending', 'sent']).toContain(contact.deliveryStatus);
    // With no SMTP configured the outbox takes the email, so every delivery ends up sent.
    await expect
      .poll(async () => (await listAsOwner()).map((contact) => contact.deliveryStatus))
      .toEqual(['sent', 'sent']);
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
