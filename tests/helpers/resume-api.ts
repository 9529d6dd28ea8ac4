import type { LightMyRequestResponse } from 'fastify';
import { jobApplications, users } from '../../src/server/db/schema';
import { encodeMultipart } from './multipart';
import type { OwnerSession, TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function callResumes(
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

export async function uploadResume(
  test: TestApp,
  owner: OwnerSession,
  file: { name: string; bytes: Buffer | string; type?: string } | null,
  name: string | null = 'My resume',
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = name === null ? {} : { name };
  const body = await encodeMultipart(fields, file ? { resume: file } : {});
  return test.app.inject({
    method: 'POST',
    url: '/api/resumes/base/upload',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
}

/** An application row written straight to the database, as the job tracker stores them. */
export async function insertApplication(
  test: TestApp,
  userId: string,
  fields: Partial<typeof jobApplications.$inferInsert> = {},
): Promise<{ id: number; company: string; position: string }> {
  const [row] = await test.database.db
    .insert(jobApplications)
    .values({
      company: 'Harborline Health',
      position: 'Director of IT Operations',
      appliedDate: new Date('2025-06-01'),
      userId,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no application row');
  return row;
}

/** A second person in the database, to prove one user never reaches another's rows. */
export async function insertOtherUser(test: TestApp): Promise<string> {
  const [user] = await test.database.db
    .insert(users)
    .values({ email: `other-${Date.now()}-${Math.random()}@example.org` })
    .returning();
  if (!user) throw new Error('no user row');
  return user.id;
}
