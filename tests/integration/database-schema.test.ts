import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUsers,
  contacts,
  jobApplicationDocuments,
  jobApplicationEvents,
  jobApplications,
  sessions,
  socialPreviews,
  specTableNames,
  sslCertificates,
  users,
} from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../helpers/test-database';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

describe(`database schema on ${testDatabaseKind}`, () => {
  it('has every table of the specification plus file blobs and preview images', async () => {
    const rows = await test.database.rows<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const names = rows.map((row) => row.tablename);
    expect(names).toEqual(expect.arrayContaining([...specTableNames, 'file_blobs', 'preview_images']));
    expect(specTableNames).toHaveLength(13);
  });

  it('uses snake_case columns', async () => {
    const rows = await test.database.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'job_applications'`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(
      expect.arrayContaining([
        'hiring_manager_link',
        'applied_date',
        'next_step_date',
        'next_step_action',
        'user_id',
      ]),
    );
  });

  it('indexes sessions.expire', async () => {
    const rows = await test.database.rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'sessions'`,
    );
    expect(rows.some((row) => /\(expire\)/.test(row.indexdef))).toBe(true);
  });

  it('fills defaults and timestamps', async () => {
    const { db } = test.database;
    const [user] = await db.insert(users).values({ email: 'defaults@example.com' }).returning();
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.createdAt).toBeInstanceOf(Date);

    const [application] = await db
      .insert(jobApplications)
      .values({ company: 'Acme', position: 'IT Director', appliedDate: new Date(), userId: user?.id ?? '' })
      .returning();
    expect(application?.status).toBe('pending');
    expect(application?.priority).toBe('medium');

    const [admin] = await db
      .insert(adminUsers)
      .values({ username: 'owner', email: 'owner@example.com', passwordHash: 'x' })
      .returning();
    expect(admin?.role).toBe('admin');
    expect(admin?.isActive).toBe(true);

    const [certificate] = await db
      .insert(sslCertificates)
      .values({ name: 'site', domain: 'example.com', type: 'self-signed' })
      .returning();
    expect(certificate?.isActive).toBe(true);

    const [contact] = await db
      .insert(contacts)
      .values({ firstName: 'A', lastName: 'B', email: 'a@b.c', opportunityType: 'other', message: 'hi' })
      .returning();
    expect(contact?.createdAt).toBeInstanceOf(Date);
  });

  it('enforces the unique constraints', async () => {
    const { db } = test.database;
    await db.insert(users).values({ email: 'unique@example.com' });
    await expect(db.insert(users).values({ email: 'unique@example.com' })).rejects.toThrow();

    const preview = {
      platform: 'facebook',
      title: 't',
      description: 'd',
      color: '#fff',
      backgroundColor: '#000',
      fontFamily: 'Inter',
      logoStyle: 'mark',
    };
    await db.insert(socialPreviews).values(preview);
    await expect(db.insert(socialPreviews).values(preview)).rejects.toThrow();

    await db.insert(adminUsers).values({ username: 'solo', email: 'solo@example.com', passwordHash: 'x' });
    await expect(
      db.insert(adminUsers).values({ username: 'solo', email: 'other@example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('deletes events and documents with their application', async () => {
    const { db } = test.database;
    const [user] = await db.insert(users).values({ email: 'cascade@example.com' }).returning();
    const [application] = await db
      .insert(jobApplications)
      .values({ company: 'Initech', position: 'CISO', appliedDate: new Date(), userId: user?.id ?? '' })
      .returning();
    const applicationId = application?.id ?? 0;
    await db
      .insert(jobApplicationEvents)
      .values({ applicationId, type: 'status', title: 'Applied', eventDate: new Date() });
    await db.insert(jobApplicationDocuments).values({
      applicationId,
      filename: 'cv.docx',
      originalName: 'cv.docx',
      path: 'blob:x',
      size: 1,
      mimeType: 'application/octet-stream',
      documentType: 'resume',
    });

    await db.delete(jobApplications).where(sql`${jobApplications.id} = ${applicationId}`);

    const events = await db.select().from(jobApplicationEvents).where(sql`application_id = ${applicationId}`);
    const documents = await db
      .select()
      .from(jobApplicationDocuments)
      .where(sql`application_id = ${applicationId}`);
    expect(events).toEqual([]);
    expect(documents).toEqual([]);
  });

  it('stores session data as json with an expiry', async () => {
    const { db } = test.database;
    const expire = new Date(Date.now() + 60_000);
    await db.insert(sessions).values({ sid: 'abc', sess: { cookie: { maxAge: 60 } }, expire });
    const [row] = await db.select().from(sessions);
    expect(row?.sess).toEqual({ cookie: { maxAge: 60 } });
    expect(row?.expire.getTime()).toBe(expire.getTime());
  });
});
