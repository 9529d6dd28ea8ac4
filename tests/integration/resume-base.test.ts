import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, baseResumes, fileBlobs } from '../../src/server/db/schema';
import { writeResumeDocx } from '../../src/server/resume/write-docx';
import type { BaseResume } from '../../src/shared/api/resume-base';
import { buildCompoundFile, buildWordStreams } from '../helpers/compound-file';
import { callResumes, insertOtherUser, uploadResume } from '../helpers/resume-api';
import { renderSampleText, sampleResume } from '../helpers/resume-samples';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

const MAX_MB = 0.25;
let test: TestApp;
let owner: OwnerSession;
let otherUserId: string;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions', env: { UPLOAD_MAX_MB: String(MAX_MB) } });
  owner = await signInAsOwner(test);
  otherUserId = await insertOtherUser(test);
});
afterAll(() => test.close());

async function uploadText(name = 'Text resume'): Promise<BaseResume> {
  const reply = await uploadResume(
    test,
    owner,
    { name: 'resume.txt', bytes: renderSampleText(), type: 'text/plain' },
    name,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

async function insertOthersBaseResume(): Promise<number> {
  const [row] = await test.database.db
    .insert(baseResumes)
    .values({
      userId: otherUserId,
      name: 'Theirs',
      fileName: 'theirs.txt',
      filePath: 'blob:none',
      contentType: 'text/plain',
      fileSize: 1,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row.id;
}

describe('POST /api/resumes/base/upload', () => {
  it('reads a text resume into the parsed shape, keeps the bytes, makes the first one primary and logs it', async () => {
    const created = await uploadText('Primary text resume');
    expect(created).toMatchObject({
      name: 'Primary text resume',
      fileName: 'resume.txt',
      isActive: true,
      contentType: 'text/plain; charset=utf-8',
    });
    expect(created.parsedContent).toMatchObject({
      name: sampleResume.name,
      email: sampleResume.email,
      phone: sampleResume.phone,
    });
    expect(
      created.parsedContent?.experience.map((role) => [
        role.title,
        role.company,
        role.startDate,
        role.endDate,
      ]),
    ).toEqual(
      sampleResume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]),
    );
    expect(created.report?.traits.format).toBe('txt');
    const file = await callResumes(test, owner, 'GET', `/api/resumes/base/${created.id}/file`);
    expect(file.body).toBe(renderSampleText());
    const logs = await test.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'base_resume_uploaded'), eq(adminLogs.resourceId, String(created.id))));
    expect(logs).toHaveLength(1);
  });

  it('reads a Word file and leaves the second upload not primary', async () => {
    const bytes = await writeResumeDocx(sampleResume);
    const reply = await uploadResume(test, owner, { name: 'Jordan Rivera.docx', bytes }, 'Word resume');
    expect(reply.statusCode, reply.body).toBe(201);
    const created: BaseResume = reply.json();
    expect(created.isActive).toBe(false);
    expect(created.contentType).toContain('wordprocessingml');
    expect(created.parsedContent?.experience.flatMap((role) => role.bullets)).toEqual(
      sampleResume.experience.flatMap((role) => role.bullets),
    );
  });

  it('reads a legacy .doc file and says a .docx reads better', async () => {
    const text = [
      'Jordan Rivera',
      'jordan.rivera@example.com | (512) 555-0187',
      'Experience',
      'IT Manager | Pioneer Health Partners | June 2015 - February 2020',
      'Managed infrastructure for 12 clinics',
    ].join('\r');
    const reply = await uploadResume(
      test,
      owner,
      { name: 'old.doc', bytes: buildCompoundFile(buildWordStreams(text)) },
      'Legacy',
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const created: BaseResume = reply.json();
    expect(created.contentType).toBe('application/msword');
    expect(created.parsedContent?.experience[0]).toMatchObject({
      title: 'IT Manager',
      company: 'Pioneer Health Partners',
    });
    expect(created.report?.warnings.join(' ')).toMatch(/\.docx upload reads more accurately/);
  });

  it.each([
    [
      'a PNG named .pdf',
      'resume.pdf',
      async () =>
        Buffer.from(
          '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605b80000000049454e44ae426082',
          'hex',
        ),
    ],
    [
      'a ZIP that is not a Word file named .docx',
      'resume.docx',
      () => new JSZip().file('a.txt', 'hello').generateAsync({ type: 'nodebuffer' }),
    ],
    ['an extension we do not accept', 'resume.exe', async () => Buffer.from('plain text pretending')],
  ])('answers 415 with an error field for %s', async (_label, fileName, makeBytes) => {
    const reply = await uploadResume(test, owner, { name: fileName, bytes: await makeBytes() });
    expect(reply.statusCode).toBe(415);
    const body = reply.json();
    expect(body.error).toBe(body.message);
    expect(body.error).toMatch(/PDF, Word .* or plain-text/);
  });

  it('answers 413 beyond the size limit and 422 for a PDF it cannot read', async () => {
    const big = `${renderSampleText()}\n${'x'.repeat(MAX_MB * 1024 * 1024)}`;
    const tooLarge = await uploadResume(test, owner, { name: 'big.txt', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatch(/larger than the 0\.25 MB limit/);
    const damaged = await uploadResume(test, owner, {
      name: 'broken.pdf',
      bytes: Buffer.from('%PDF-1.7\n%garbage that is no PDF at all\n'),
    });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error).toMatch(/could not be read/);
  });

  it('answers 400 without a name or a file and 415 for a body that is not multipart', async () => {
    const noName = await uploadResume(test, owner, { name: 'a.txt', bytes: renderSampleText() }, '   ');
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      error: 'Resume name is required',
      fieldErrors: { name: ['Resume name is required'] },
    });
    const noFile = await uploadResume(test, owner, null, 'Named');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ resume: ['Choose a resume file to upload'] });
    const json = await callResumes(test, owner, 'POST', '/api/resumes/base/upload', { name: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart/);
  });
});

describe('base resume list, review, primary and delete', () => {
  it('lists only the caller’s resumes with exactly one primary, and switches the primary', async () => {
    await insertOthersBaseResume();
    const list: BaseResume[] = (await callResumes(test, owner, 'GET', '/api/resumes/base')).json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((entry) => entry.isActive)).toHaveLength(1);
    expect(list.every((entry) => entry.name !== 'Theirs')).toBe(true);
    const other = list.find((entry) => !entry.isActive);
    if (!other) throw new Error('no second resume');
    const activated = await callResumes(test, owner, 'PATCH', `/api/resumes/base/${other.id}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().isActive).toBe(true);
    const after: BaseResume[] = (await callResumes(test, owner, 'GET', '/api/resumes/base')).json();
    expect(after.filter((entry) => entry.isActive).map((entry) => entry.id)).toEqual([other.id]);
  });

  it('shows one resume for review and takes the owner’s corrections', async () => {
    const created = await uploadText('To correct');
    const review = await callResumes(test, owner, 'GET', `/api/resumes/base/${created.id}`);
    expect(review.json().report.warnings).toEqual([]);
    const corrected = { ...sampleResume, summary: 'Corrected summary.' };
    const reply = await callResumes(test, owner, 'PUT', `/api/resumes/base/${created.id}/parsed`, corrected);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().parsedContent.summary).toBe('Corrected summary.');
    const invalid = await callResumes(test, owner, 'PUT', `/api/resumes/base/${created.id}/parsed`, {
      name: '',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes with its bytes; deleting the primary makes the newest remaining one primary', async () => {
    const list: BaseResume[] = (await callResumes(test, owner, 'GET', '/api/resumes/base')).json();
    const primary = list.find((entry) => entry.isActive);
    if (!primary) throw new Error('no primary');
    const [row] = await test.database.db.select().from(baseResumes).where(eq(baseResumes.id, primary.id));
    const deleted = await callResumes(test, owner, 'DELETE', `/api/resumes/base/${primary.id}`);
    expect(deleted.statusCode).toBe(204);
    const blobId = row?.filePath.replace('blob:', '') ?? '';
    expect(await test.database.db.select().from(fileBlobs).where(eq(fileBlobs.id, blobId))).toEqual([]);
    const after: BaseResume[] = (await callResumes(test, owner, 'GET', '/api/resumes/base')).json();
    expect(after.filter((entry) => entry.isActive).map((entry) => entry.id)).toEqual([after[0]?.id]);
  });

  it('answers 404 for unknown ids and another user’s ids, 400 for ids that are not numbers', async () => {
    const theirs = await insertOthersBaseResume();
    for (const id of [999_999, theirs]) {
      for (const [method, url] of [
        ['GET', `/api/resumes/base/${id}`],
        ['GET', `/api/resumes/base/${id}/file`],
        ['GET', `/api/resumes/base/${id}/json-resume`],
        ['PATCH', `/api/resumes/base/${id}/activate`],
        ['DELETE', `/api/resumes/base/${id}`],
      ] as const) {
        const reply = await callResumes(test, owner, method, url);
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(
        (await callResumes(test, owner, 'PUT', `/api/resumes/base/${id}/parsed`, sampleResume)).statusCode,
      ).toBe(404);
    }
    expect((await callResumes(test, owner, 'PATCH', '/api/resumes/base/abc/activate')).statusCode).toBe(400);
    expect((await callResumes(test, owner, 'DELETE', '/api/resumes/base/-1')).statusCode).toBe(400);
  });
});

describe('the site content as default base, and JSON Resume', () => {
  it('serves the content resume as the default, in use while nothing is primary', async () => {
    const reply = await callResumes(test, owner, 'GET', '/api/resumes/base/default');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().source).toBe('site-content');
    expect(reply.json().parsedContent.experience.length).toBeGreaterThan(5);
  });

  it('exports JSON Resume and imports it back to the same resume', async () => {
    const created = await uploadText('For export');
    const exported = await callResumes(test, owner, 'GET', `/api/resumes/base/${created.id}/json-resume`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('.json');
    const document = exported.json();
    expect(document.basics).toMatchObject({ name: sampleResume.name, email: sampleResume.email });
    expect(document.work[0]).toMatchObject({
      name: 'Lakeshore Logistics',
      position: 'Director of IT Operations',
      startDate: '2020-03',
    });
    expect(document.work[0].endDate).toBeUndefined();
    const imported = await callResumes(test, owner, 'POST', '/api/resumes/base/import', {
      name: 'Imported',
      resume: document,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().parsedContent).toEqual(created.parsedContent);
    const invalid = await callResumes(test, owner, 'POST', '/api/resumes/base/import', {
      name: 'Bad',
      resume: { basics: {} },
    });
    expect(invalid.statusCode).toBe(400);
    const defaultExport = await callResumes(test, owner, 'GET', '/api/resumes/base/default/json-resume');
    expect(defaultExport.json().work.length).toBeGreaterThan(5);
  });
});
