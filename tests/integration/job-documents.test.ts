import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, fileBlobs, jobApplicationDocuments } from '../../src/server/db/schema';
import { MAX_DOCUMENTS_PER_APPLICATION } from '../../src/shared/api/job-documents';
import { callAsOwner, createApplication, insertOtherUsersApplication } from '../helpers/job-applications';
import { encodeMultipart, type MultipartFile } from '../helpers/multipart';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test?.close());

const docx = readFileSync(new URL('../fixtures/resumes/site-resume.docx', import.meta.url));
const pdf = readFileSync(new URL('../fixtures/resumes/two-page.pdf', import.meta.url));

async function attach(applicationId: number, file: MultipartFile, fields: Record<string, string> = {}) {
  const form = await encodeMultipart(fields, { file });
  return test.app.inject({
    method: 'POST',
    url: `/api/job/applications/${applicationId}/documents`,
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
}

const blobCount = async () => (await test.database.db.select({ id: fileBlobs.id }).from(fileBlobs)).length;

describe(`an application's documents on ${testDatabaseKind}`, () => {
  it('attaches a Word file and a PDF, lists them oldest first and downloads the same bytes', async () => {
    const application = await createApplication(test, owner);
    const cover = await attach(
      application.id,
      { name: 'C:\\fakepath\\Cover letter.docx', bytes: docx, type: 'application/pdf' },
      { documentType: 'cover-letter' },
    );
    expect(cover.statusCode).toBe(201);
    expect(cover.json()).toMatchObject({
      applicationId: application.id,
      originalName: 'Cover letter.docx',
      size: docx.length,
      // From the bytes, not the browser's claim.
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      documentType: 'cover-letter',
    });
    const offer = await attach(application.id, { name: 'offer.pdf', bytes: pdf }, { documentType: 'offer' });
    expect(offer.statusCode).toBe(201);

    const list = await callAsOwner(test, owner, 'GET', `/api/job/applications/${application.id}/documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((document: { originalName: string }) => document.originalName)).toEqual([
      'Cover letter.docx',
      'offer.pdf',
    ]);

    const download = await callAsOwner(
      test,
      owner,
      'GET',
      `/api/job/applications/${application.id}/documents/${offer.json().id}/download`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;.*offer\.pdf/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const [logged] = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'job_document_attached'));
    expect(logged?.resourceId).toBe(String(application.id));
  });

  it('files a document under "other" when no type is given, and refuses an unknown type with the field named', async () => {
    const application = await createApplication(test, owner);
    const plain = await attach(application.id, {
      name: 'notes.txt',
      bytes: 'Recruiter call: salary band 180-210k',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ documentType: 'other', mimeType: 'text/plain' });

    const unknown = await attach(application.id, { name: 'a.txt', bytes: 'x' }, { documentType: 'payslip' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.documentType).toBeDefined();
  });

  it('refuses empty files, executables and missing files with a 4xx and stores nothing', async () => {
    const application = await createApplication(test, owner);
    const blobsBefore = await blobCount();
    const empty = await attach(application.id, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    const binary = await attach(application.id, { name: 'resume.pdf', bytes: elf });
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toMatch(/PDF, Word/);
    const html = await attach(application.id, { name: 'cv.html', bytes: '<html><script>alert(1)</script>' });
    expect(html.statusCode).toBe(201);
    // Markup is text here: it downloads as text/plain, never as a page of this site.
    expect(html.json().mimeType).toBe('text/plain');

    const form = await encodeMultipart({ documentType: 'resume' });
    const noFile = await test.app.inject({
      method: 'POST',
      url: `/api/job/applications/${application.id}/documents`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await callAsOwner(test, owner, 'POST', `/api/job/applications/${application.id}/documents`, {
      file: 'x',
    });
    expect(json.statusCode).toBe(415);
    expect(await blobCount()).toBe(blobsBefore + 1);
  });

  it(`keeps at most ${MAX_DOCUMENTS_PER_APPLICATION} documents per application`, async () => {
    const application = await createApplication(test, owner);
    for (let index = 0; index < MAX_DOCUMENTS_PER_APPLICATION; index++) {
      expect(
        (await attach(application.id, { name: `n${index}.txt`, bytes: `note ${index}` })).statusCode,
      ).toBe(201);
    }
    const over = await attach(application.id, { name: 'one-more.txt', bytes: 'one more' });
    expect(over.statusCode).toBe(409);
  });

  it('deletes a document with its bytes, and 404s a second delete', async () => {
    const application = await createApplication(test, owner);
    const document = (await attach(application.id, { name: 'offer.pdf', bytes: pdf })).json();
    const blobsBefore = await blobCount();
    const url = `/api/job/applications/${application.id}/documents/${document.id}`;
    expect((await callAsOwner(test, owner, 'DELETE', url)).statusCode).toBe(204);
    expect(await blobCount()).toBe(blobsBefore - 1);
    expect((await callAsOwner(test, owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await callAsOwner(test, owner, 'GET', `${url}/download`)).statusCode).toBe(404);
  });

  it("deletes every document's bytes when the application is deleted", async () => {
    const application = await createApplication(test, owner);
    await attach(application.id, { name: 'offer.pdf', bytes: pdf });
    await attach(application.id, { name: 'cover.docx', bytes: docx });
    const blobsBefore = await blobCount();
    expect(
      (await callAsOwner(test, owner, 'DELETE', `/api/job/applications/${application.id}`)).statusCode,
    ).toBe(204);
    expect(await blobCount()).toBe(blobsBefore - 2);
    const rows = await test.database.db
      .select()
      .from(jobApplicationDocuments)
      .where(eq(jobApplicationDocuments.applicationId, application.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another user's application or a document of another application", async () => {
    const other = await insertOtherUsersApplication(test);
    expect(
      (await callAsOwner(test, owner, 'GET', `/api/job/applications/${other.id}/documents`)).statusCode,
    ).toBe(404);
    expect((await attach(other.id, { name: 'x.txt', bytes: 'x' })).statusCode).toBe(404);

    const mine = await createApplication(test, owner);
    const elsewhere = await createApplication(test, owner);
    const document = (await attach(mine.id, { name: 'x.txt', bytes: 'x' })).json();
    const crossed = `/api/job/applications/${elsewhere.id}/documents/${document.id}`;
    expect((await callAsOwner(test, owner, 'GET', `${crossed}/download`)).statusCode).toBe(404);
    expect((await callAsOwner(test, owner, 'DELETE', crossed)).statusCode).toBe(404);
  });
});
