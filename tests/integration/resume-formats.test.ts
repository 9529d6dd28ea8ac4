import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { BaseResume } from '../../src/shared/api/resume-base';
import type { CreatedResume } from '../../src/shared/api/resume-tailored';
import { callResumes, insertApplication, uploadResume } from '../helpers/resume-api';
import { renderSampleText, sampleResume } from '../helpers/resume-samples';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
let applicationId: number;

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  applicationId = (
    await insertApplication(test, owner.userId, { company: 'Acme', position: 'Director of IT' })
  ).id;
});
afterAll(() => test.close());

async function uploadText(name: string): Promise<BaseResume> {
  const reply = await uploadResume(
    test,
    owner,
    { name: 'resume.txt', bytes: renderSampleText(), type: 'text/plain' },
    name,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

describe('a reviewed base resume as Word and PDF', () => {
  it('writes the reviewed content, not the upload, as both files', async () => {
    const created = await uploadText('For files');
    const corrected = { ...sampleResume, summary: 'Corrected in the review form.' };
    const saved = await callResumes(test, owner, 'PUT', `/api/resumes/base/${created.id}/parsed`, corrected);
    expect(saved.statusCode, saved.body).toBe(200);

    const pdf = await callResumes(test, owner, 'GET', `/api/resumes/base/${created.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Jordan-Rivera-Resume.pdf');
    const fromPdf = (await parseResumeFile(pdf.rawPayload, 'pdf')).resume;
    expect(fromPdf.summary).toBe('Corrected in the review form.');
    expect(fromPdf.experience.map((role) => role.company)).toEqual(
      sampleResume.experience.map((role) => role.company),
    );

    const docx = await callResumes(test, owner, 'GET', `/api/resumes/base/${created.id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('Jordan-Rivera-Resume.docx');
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(value).toContain('Corrected in the review form.');
  });

  it('answers 404 for a resume that is not there and 400 for a bad id', async () => {
    expect((await callResumes(test, owner, 'GET', '/api/resumes/base/999999/pdf')).statusCode).toBe(404);
    expect((await callResumes(test, owner, 'GET', '/api/resumes/base/abc/docx')).statusCode).toBe(400);
  });
});

describe('a Word 97 upload', () => {
  it('is read with its bullets and bold, like the same file as .docx', async () => {
    const bytes = readFileSync(new URL('../fixtures/resumes/site-resume.doc', import.meta.url));
    const reply = await uploadResume(
      test,
      owner,
      { name: 'old-resume.doc', bytes, type: 'application/msword' },
      'Old',
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const base: BaseResume = reply.json();
    expect(base.report?.traits.format).toBe('doc');
    expect(base.report?.warnings).toEqual([]);
    expect(base.parsedContent?.experience[1]).toMatchObject({
      title: 'Founder',
      company: 'Meridian Ridge Technology Advisors',
      startDate: 'September 2023',
      endDate: 'Present',
    });
  });
});

describe('a tailored resume as PDF', () => {
  it('is served next to the Word file, under the same name', async () => {
    const created = await callResumes(test, owner, 'POST', `/api/resumes/create/${applicationId}`);
    expect(created.statusCode, created.body).toBe(201);
    const tailored: CreatedResume = created.json();
    const pdf = await callResumes(test, owner, 'GET', `/api/resumes/${tailored.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(tailored.fileName?.replace(/\.docx$/, '.pdf'));
    const back = (await parseResumeFile(pdf.rawPayload, 'pdf')).resume;
    const written = JSON.parse(tailored.content) as typeof sampleResume;
    expect(back.experience.map((role) => role.title)).toEqual(written.experience.map((role) => role.title));
    expect((await callResumes(test, owner, 'GET', '/api/resumes/999999/pdf')).statusCode).toBe(404);
  });
});

describe('a base resume without roles', () => {
  it('is refused for tailoring with a message that points to the review', async () => {
    const created = await uploadText('No roles yet');
    const emptied = await callResumes(test, owner, 'PUT', `/api/resumes/base/${created.id}/parsed`, {
      ...sampleResume,
      experience: [],
    });
    expect(emptied.statusCode).toBe(200);
    expect(
      (await callResumes(test, owner, 'PATCH', `/api/resumes/base/${created.id}/activate`)).statusCode,
    ).toBe(200);
    const refused = await callResumes(test, owner, 'POST', `/api/resumes/create/${applicationId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/"No roles yet" has no roles.*Review/);
    // With roles back, tailoring runs again.
    await callResumes(test, owner, 'PUT', `/api/resumes/base/${created.id}/parsed`, sampleResume);
    expect((await callResumes(test, owner, 'POST', `/api/resumes/create/${applicationId}`)).statusCode).toBe(
      201,
    );
  });
});

describe('JSON Resume import of the official sample', () => {
  const sample = JSON.parse(
    readFileSync(new URL('../fixtures/json-resume/sample.resume.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

  it('exports every section as it came and lists what the builder cannot show', async () => {
    const imported = await callResumes(test, owner, 'POST', '/api/resumes/base/import', {
      name: 'Sample',
      resume: sample,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const base: BaseResume = imported.json();
    // Publications are a builder section now; references still are not.
    expect(base.report?.warnings.join('\n')).toMatch(/references \(1\)/);
    expect(base.report?.warnings.join('\n')).not.toMatch(/publications/);
    const exported = (
      await callResumes(test, owner, 'GET', `/api/resumes/base/${base.id}/json-resume`)
    ).json();
    for (const section of Object.keys(sample).filter((key) => key !== 'meta')) {
      expect(exported[section], section).toEqual(sample[section]);
    }
  });
});
