import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveLimits } from '../../../src/server/resume/parse/archive-limits';
import { writeResumeDocx } from '../../../src/server/resume/write-docx';
import { callResumes, uploadResume } from '../../helpers/resume-api';
import { sampleResume } from '../../helpers/resume-samples';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
});
afterAll(() => test.close());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A real resume .docx with one more part: `extra` bytes, deflated. */
async function docxWith(extra: Record<string, Uint8Array>): Promise<Buffer> {
  const { unzipSync } = await import('fflate');
  const parts = unzipSync(new Uint8Array(await writeResumeDocx(sampleResume)));
  return Buffer.from(zipSync({ ...parts, ...extra }, { level: 9 }));
}

/** Rewrites every declared uncompressed size in the ZIP's headers to 1 KB: a lying archive. */
function understateSizes(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let offset = 0; offset + 4 <= copy.length; offset++) {
    const signature = copy.readUInt32LE(offset);
    if (signature === 0x04034b50 && offset + 26 <= copy.length) copy.writeUInt32LE(1024, offset + 22);
    if (signature === 0x02014b50 && offset + 28 <= copy.length) copy.writeUInt32LE(1024, offset + 24);
  }
  return copy;
}

async function baseResumeCount(): Promise<number> {
  const reply = await callResumes(test, owner, 'GET', '/api/resumes/base');
  return reply.json().length;
}

describe('resume uploads are bounded before the parser inflates anything', () => {
  const zeros = new Uint8Array(archiveLimits.maxTotalBytes + 1024 * 1024);

  it('refuses a Word file whose parts declare more than a resume could hold (413), storing nothing', async () => {
    const bomb = await docxWith({ 'word/media/padding.bin': zeros });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await baseResumeCount();
    const reply = await uploadResume(test, owner, { name: 'bomb.docx', bytes: bomb, type: DOCX_TYPE });
    expect(reply.statusCode, reply.body).toBe(413);
    expect(reply.json().message).toMatch(/unpacks to more than a resume could hold/);
    expect(await baseResumeCount()).toBe(before);
  });

  it('refuses the same bomb when its headers understate the sizes (413)', async () => {
    const bomb = understateSizes(await docxWith({ 'word/media/padding.bin': zeros }));
    const reply = await uploadResume(test, owner, { name: 'liar.docx', bytes: bomb, type: DOCX_TYPE });
    expect(reply.statusCode, reply.body).toBe(413);
  });

  it('refuses a Word file with thousands of parts (413)', async () => {
    const parts: Record<string, Uint8Array> = {};
    for (let index = 0; index <= archiveLimits.maxEntries; index++)
      parts[`word/part${index}.xml`] = new Uint8Array(1);
    const reply = await uploadResume(test, owner, {
      name: 'many.docx',
      bytes: await docxWith(parts),
      type: DOCX_TYPE,
    });
    expect(reply.statusCode, reply.body).toBe(413);
  });

  it('answers a damaged PDF with 422 and a plain reason, never a 500', async () => {
    const broken = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\n'),
      Buffer.alloc(4096, 0x41),
    ]);
    const reply = await uploadResume(test, owner, {
      name: 'broken.pdf',
      bytes: broken,
      type: 'application/pdf',
    });
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('refuses a 10,000-page PDF (413) before reading its pages, saying why', async () => {
    const pdf = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => pdf.on('end', resolve));
    for (let page = 0; page < 10_000; page++) pdf.addPage().text(page === 0 ? 'Alex Example, engineer' : '');
    pdf.end();
    await ended;
    const before = await baseResumeCount();
    const reply = await uploadResume(test, owner, {
      name: 'thesis.pdf',
      bytes: Buffer.concat(chunks),
      type: 'application/pdf',
    });
    expect(reply.statusCode, reply.body).toBe(413);
    expect(reply.json().message).toBe(
      'This PDF has 10,000 pages; a resume of at most 50 pages is read. Upload the resume on its own.',
    );
    expect(await baseResumeCount()).toBe(before);
  });

  it('still reads a real Word resume after the refusals', async () => {
    const docx = await docxWith({});
    const reply = await uploadResume(test, owner, { name: 'real.docx', bytes: docx, type: DOCX_TYPE });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().parsedContent.name).toBe(sampleResume.name);
  });
});
