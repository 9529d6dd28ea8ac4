import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseResume } from '../../src/shared/api/resume-base';
import type { CreatedResume, EnhancedResume, TailoredResume } from '../../src/shared/api/resume-tailored';
import { type ParsedResume, parsedResumeSchema } from '../../src/shared/resume/parsed-resume';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { callResumes, insertApplication, insertOtherUser, uploadResume } from '../helpers/resume-api';
import { renderSampleText } from '../helpers/resume-samples';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
let applicationId: number;
let base: BaseResume;
const job = loadJobFixtures().find((fixture) => fixture.name === 'director-it-operations');
const MY_BULLET = 'Built and coached a team of 18 engineers, in my own words after review';

beforeAll(async () => {
  test = await createTestApp({ identify: 'sessions' });
  owner = await signInAsOwner(test);
  if (!job) throw new Error('fixture missing');
  applicationId = (
    await insertApplication(test, owner.userId, {
      company: job.company,
      position: job.position,
      description: job.description,
      requirements: job.requirements,
      details: job.details,
      hiringManager: 'Dana Whitfield',
    })
  ).id;
  base = (await uploadResume(test, owner, { name: 'jordan.txt', bytes: renderSampleText() })).json();
});
afterAll(() => test.close());

const contentOf = (resume: TailoredResume): ParsedResume =>
  parsedResumeSchema.parse(JSON.parse(resume.content));

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  status = 200,
): Promise<T> {
  const reply = await callResumes(test, owner, method, url, payload);
  expect(reply.statusCode, reply.body).toBe(status);
  return reply.json();
}

async function download(url: string): Promise<Buffer> {
  const reply = await callResumes(test, owner, 'GET', url);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.rawPayload;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The tailored resume with its first role's first bullet in the owner's words. */
function withMyBullet(content: ParsedResume): ParsedResume {
  const [first, ...rest] = content.experience;
  if (!first) throw new Error('a tailored resume has roles');
  return { ...content, experience: [{ ...first, bullets: [MY_BULLET, ...first.bullets.slice(1)] }, ...rest] };
}

describe('editing a tailored resume before download', () => {
  let created: CreatedResume;
  let edited: TailoredResume;

  beforeAll(async () => {
    created = await call<CreatedResume>('POST', `/api/resumes/create/${applicationId}`, undefined, 201);
    edited = await call<TailoredResume>(
      'PUT',
      `/api/resumes/${created.id}/content`,
      withMyBullet(contentOf(created)),
    );
  });

  it('saves the edit, keeps the change list and adds an "Edited by you" entry', () => {
    expect(contentOf(edited).experience[0]?.bullets[0]).toBe(MY_BULLET);
    expect(edited.changes.slice(0, created.changes.length)).toEqual(created.changes);
    const mine = edited.changes.filter((change) => change.source === 'owner');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ section: 'experience', kind: 'reworded', after: MY_BULLET });
    expect(edited.ownerEdits.bullets).toEqual([
      expect.objectContaining({ text: MY_BULLET, origin: expect.any(String) }),
    ]);
  });

  it('marks the bullet as the owner’s against the base bullet it replaced', () => {
    const [edit] = edited.ownerEdits.bullets;
    const baseBullets = base.parsedContent?.experience.flatMap((role) => role.bullets) ?? [];
    expect(baseBullets).toContain(edit?.origin);
  });

  it('downloads Word and PDF with the edit', async () => {
    const { value: word } = await mammoth.extractRawText({
      buffer: await download(`/api/resumes/${created.id}/download`),
    });
    expect(word).toContain(MY_BULLET);
    expect(await pdfText(await download(`/api/resumes/${created.id}/pdf`))).toContain(MY_BULLET);
  });

  it('never rewords the owner’s bullet when enhanced', async () => {
    const enhanced = await call<EnhancedResume>(
      'POST',
      `/api/resumes/enhance/${created.id}/${applicationId}`,
    );
    expect(contentOf(enhanced.resume).experience[0]?.bullets).toContain(MY_BULLET);
    expect(enhanced.changes.filter((change) => change.before === MY_BULLET)).toEqual([]);
  });

  it('keeps the edit word for word when tailored again, after the base resume changed', async () => {
    const corrected = base.parsedContent as ParsedResume;
    const newBaseBullet = 'Ran quarterly disaster recovery tests across 3 data centers';
    await call('PUT', `/api/resumes/base/${base.id}/parsed`, {
      ...corrected,
      experience: corrected.experience.map((role, index) =>
        index === 1 ? { ...role, bullets: [...role.bullets, newBaseBullet] } : role,
      ),
    });
    const again = await call<CreatedResume>('POST', `/api/resumes/${created.id}/retailor`);
    const bullets = contentOf(again).experience.flatMap((role) => role.bullets);
    expect(bullets).toContain(MY_BULLET);
    expect(bullets.some((bullet) => bullet.includes('disaster recovery tests'))).toBe(true);
    expect(
      again.changes.filter((change) => change.source !== 'owner' && change.before === MY_BULLET),
    ).toEqual([]);
    expect(again.qualityMetrics.rounds[0]?.step).toBe('Base resume');
  });

  it('carries the edit into a new resume tailored for the same application', async () => {
    const next = await call<CreatedResume>('POST', `/api/resumes/create/${applicationId}`, undefined, 201);
    expect(contentOf(next).experience.flatMap((role) => role.bullets)).toContain(MY_BULLET);
  });

  it('refuses another user’s resume (404) and a resume without a name (400)', async () => {
    const otherUserId = await insertOtherUser(test);
    const otherApp = await insertApplication(test, otherUserId);
    expect(otherApp.id).toBeGreaterThan(0);
    const missing = await callResumes(test, owner, 'PUT', '/api/resumes/999999/content', contentOf(edited));
    expect(missing.statusCode).toBe(404);
    const nameless = await callResumes(test, owner, 'PUT', `/api/resumes/${created.id}/content`, {
      ...contentOf(edited),
      name: '',
    });
    expect(nameless.statusCode).toBe(400);
  });
});

describe('choosing a template', () => {
  it('writes the Word and PDF files in the chosen template and font', async () => {
    const created = await call<CreatedResume>('POST', `/api/resumes/create/${applicationId}`, undefined, 201);
    expect(created.design.template).toBe('classic');
    const design = { template: 'modern', font: 'arial', accent: 'teal', density: 'standard' };
    const updated = await call<TailoredResume>('PUT', `/api/resumes/${created.id}/design`, design);
    expect(updated.design).toEqual(design);
    const pdf = await download(`/api/resumes/${created.id}/pdf`);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Arimo-Regular/);
    const docx = await download(`/api/resumes/${created.id}/download`);
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toContain(contentOf(created).name);
    const bad = await callResumes(test, owner, 'PUT', `/api/resumes/${created.id}/design`, {
      ...design,
      template: 'fancy',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a base resume’s template, which new tailored resumes start with', async () => {
    const design = { template: 'compact', font: 'georgia', accent: 'navy', density: 'tight' };
    const updated = await call<BaseResume>('PUT', `/api/resumes/base/${base.id}/design`, design);
    expect(updated.design).toEqual(design);
    const otherApplication = await insertApplication(test, owner.userId, {
      company: 'Fresh Co',
      position: 'IT Manager',
    });
    const created = await call<CreatedResume>(
      'POST',
      `/api/resumes/create/${otherApplication.id}`,
      undefined,
      201,
    );
    expect(created.design).toEqual(design);
  });

  it('counts the pages the PDF takes: the compact template fits the sample on one', async () => {
    const content = base.parsedContent as ParsedResume;
    const compact = await call<{ pages: number }>('POST', '/api/resumes/page-count', {
      content,
      design: { template: 'compact', font: 'arial', accent: 'charcoal', density: 'tight' },
    });
    const roomy = await call<{ pages: number }>('POST', '/api/resumes/page-count', {
      content,
      design: { template: 'classic', font: 'cambria', accent: 'charcoal', density: 'comfortable' },
    });
    expect(compact.pages).toBe(1);
    expect(roomy.pages).toBeGreaterThanOrEqual(compact.pages);
  });
});

describe('the cover letter of an application', () => {
  it('is drafted from the resume and posting, edited, and downloaded as Word and PDF in the template', async () => {
    const created = await call<CreatedResume>('POST', `/api/resumes/create/${applicationId}`, undefined, 201);
    expect(
      (await callResumes(test, owner, 'GET', `/api/resumes/${created.id}/cover-letter/pdf`)).statusCode,
    ).toBe(404);
    const written = await call<TailoredResume>('POST', `/api/resumes/${created.id}/cover-letter`);
    const letter = written.coverLetter;
    expect(letter?.greeting).toBe('Dear Dana Whitfield,');
    expect(letter?.paragraphs).toHaveLength(3);
    expect(letter?.wordedBy).toBe('engine');
    const paragraphs = [...(letter?.paragraphs ?? []).slice(0, 2), 'I would be glad to talk. Thank you.'];
    const edited = await call<TailoredResume>('PUT', `/api/resumes/${created.id}/cover-letter`, {
      greeting: letter?.greeting,
      paragraphs,
      closing: 'Kind regards,',
      signature: letter?.signature,
    });
    expect(edited.coverLetter).toMatchObject({ wordedBy: 'owner', closing: 'Kind regards,', paragraphs });
    const { value: word } = await mammoth.extractRawText({
      buffer: await download(`/api/resumes/${created.id}/cover-letter/docx`),
    });
    expect(word).toContain('I would be glad to talk. Thank you.');
    expect(word).toContain('Kind regards,');
    const pdf = await download(`/api/resumes/${created.id}/cover-letter/pdf`);
    expect(await pdfText(pdf)).toContain('I would be glad to talk. Thank you.');
    expect(pdf.toString('latin1')).toContain('Cover Letter');
    const bad = await callResumes(test, owner, 'GET', `/api/resumes/${created.id}/cover-letter/rtf`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('uploading an empty file', () => {
  it('says the chosen file is empty rather than asking for a file', async () => {
    const reply = await uploadResume(test, owner, { name: 'resume.pdf', bytes: Buffer.alloc(0) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(
      '"resume.pdf" is empty (0 bytes). Export or save the resume again, then choose the new file.',
    );
  });
});
