import type { LightMyRequestResponse } from 'fastify';
import { jobApplications, users } from '../../src/server/db/schema';
import type { OwnerSession, TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls a job route as the signed-in owner. */
export function callAsOwner(
  test: TestApp,
  owner: OwnerSession,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return test.app.inject({
    method,
    url,
    headers: owner.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function createApplication(
  test: TestApp,
  owner: OwnerSession,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; [key: string]: unknown }> {
  const reply = await callAsOwner(test, owner, 'POST', '/api/job/applications', {
    company: 'Acme',
    position: 'Director of IT',
    appliedDate: '2026-03-02',
    ...fields,
  });
  if (reply.statusCode !== 201) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

/** Another person's application, written straight to the database: a real users row owns it. */
export async function insertOtherUsersApplication(test: TestApp): Promise<{ id: number; userId: string }> {
  const { db } = test.database;
  const [user] = await db
    .insert(users)
    .values({ email: `other-${Date.now()}-${Math.random()}@example.org` })
    .returning();
  if (!user) throw new Error('no user row');
  const [row] = await db
    .insert(jobApplications)
    .values({
      company: 'Someone Else Inc',
      position: 'Secret Role',
      appliedDate: new Date(),
      userId: user.id,
      status: 'offer',
    })
    .returning();
  if (!row) throw new Error('no application row');
  return { id: row.id, userId: user.id };
}
