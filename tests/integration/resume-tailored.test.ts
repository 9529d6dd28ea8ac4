import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, tailoredResumes } from '../../src/server/db/schema';
import type { ResumeAnalysis } from '../../src/shared/api/resume-analysis';
import type { CreatedResume, EnhancedResume, TailoredResume } from '../../src/shared/api/resume-tailored';
import { type ParsedResume, parsedResumeSchema } from '../../src/shared/resume/parsed-resume';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { callResumes, insertApplication, insertOtherUser, uploadResume } from '../helpers/resume-api';
import { renderSampleText, sampleResume } from '../helpers/resume-samples';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let test: TestApp;
let owner: OwnerSession;
let applicationId: number;
let othersApplicationId: number;
let othersResumeId: number;
const job = loadJobFixtures().find((fixture) => fixture.name === 'director-it-operations');

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
    })
  ).id;
  const otherUserId = await insertOtherUser(test);
  othersApplicationId = (
    await insertApplication(test, otherUserId, { company: 'Secret Co', position: 'Hidden Role' })
  ).id;
  const [row] = await test.database.db
    .insert(tailoredResumes)
    .values({
      userId: otherUserId,
      title: 'Hidden Role - Secret Co',
      content: JSON.stringify(sampleResume),
      jobApplicationId: othersApplicationId,
    })
    .returning();
  othersResumeId = row?.id ?? 0;
});
afterAll(() => test.close());

async function create(id = applicationId): Promise<CreatedResume> {
  const reply = await callResumes(test, owner, 'POST', `/api/resumes/create/${id}`);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

const contentOf = (resume: TailoredResume): ParsedResume =>
  parsedResumeSchema.parse(JSON.parse(resume.content));

describe('POST /api/resumes/create/{jobApplicationId}', () => {
  it('tailors the site content when nothing is uploaded, with quality metrics, changes and a log entry', async () => {
    const created = await create();
    expect(created.title).toBe(`${job?.position} - ${job?.company}`);
    expect(created.fileName).toBe('Alex-Morgan-Harborline-Health-Director-of-IT-Operations.docx');
    expect(created.baseResumeId).toBeNull();
    expect(created.jobApplicationId).toBe(applicationId);
    expect(created.qualityMetrics.iterations).toBeGreaterThanOrEqual(1);
    expect(created.qualityMetrics.finalScore).toBeGreaterThan(created.qualityMetrics.initialScore);
    expect(
      created.changes.some((change) => change.section === 'summary' && change.kind === 'rewritten'),
    ).toBe(true);
    expect(created.changes.every((change) => change.reason.length > 10)).toBe(true);
    expect(contentOf(created).name).toBe('Alex Morgan');
    const logs = await test.database.db
      .select()
      .from(adminLogs)
      .where(
        and(eq(adminLogs.action, 'tailored_resume_created'), eq(adminLogs.resourceId, String(created.id))),
      );
    expect(logs).toHaveLength(1);
  });

  it('tailors the primary uploaded resume once there is one', async () => {
    const upload = await uploadResume(test, owner, { name: 'jordan.txt', bytes: renderSampleText() });
    const created = await create();
    expect(created.baseResumeId).toBe(upload.json().id);
    const content = contentOf(created);
    expect(content.name).toBe(sampleResume.name);
    expect(new Set(content.experience.map((role) => role.company))).toEqual(
      new Set(sampleResume.experience.map((role) => role.company)),
    );
  });

  it('answers 404 for an unknown or another user’s application, 400 for a bad id', async () => {
    expect((await callResumes(test, owner, 'POST', '/api/resumes/create/999999')).statusCode).toBe(404);
    expect(
      (await callResumes(test, owner, 'POST', `/api/resumes/create/${othersApplicationId}`)).statusCode,
    ).toBe(404);
    expect((await callResumes(test, owner, 'POST', '/api/resumes/create/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/resumes', () => {
  it('lists the caller’s tailored resumes, newest first, never another user’s', async () => {
    const list: TailoredResume[] = (await callResumes(test, owner, 'GET', '/api/resumes')).json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((resume) => resume.id)).not.toContain(othersResumeId);
    expect(list[0]?.baseResumeId).not.toBeNull();
  });
});

describe('analyse, enhance, download, delete', () => {
  it('analyses: four sub-scores of 25 that sum to the overall score, keywords with where they were found', async () => {
    const created = await create();
    const reply = await callResumes(
      test,
      owner,
      'POST',
      `/api/resumes/analyze/${created.id}/${applicationId}`,
    );
    expect(reply.statusCode).toBe(200);
    const analysis: ResumeAnalysis = reply.json();
    const { score } = analysis;
    for (const part of [
      score.atsScore,
      score.keywordMatchScore,
      score.contentQualityScore,
      score.formattingScore,
    ]) {
      expect(part).toBeGreaterThanOrEqual(0);
      expect(part).toBeLessThanOrEqual(25);
    }
    expect(score.overallScore).toBeCloseTo(
      score.atsScore + score.keywordMatchScore + score.contentQualityScore + score.formattingScore,
      5,
    );
    expect(analysis).toMatchObject({
      resumeId: created.id,
      jobApplicationId: applicationId,
      jobTitle: job?.position,
    });
    expect(analysis.matchedKeywords.length).toBeGreaterThan(3);
    expect(analysis.missingKeywords).toContain('ServiceNow');
    expect(
      analysis.keywordDetails.missing.find((entry) => entry.keyword === 'ServiceNow')?.jobLocations,
    ).toContain('Requirements');
    expect(analysis.keywordDetails.matched.every((entry) => entry.resumeLocations.length > 0)).toBe(true);
    expect(analysis.suggestions.length).toBeGreaterThan(0);
    expect(analysis.insights).toMatch(/% match for Director of IT Operations at Harborline Health/);
    expect(typeof analysis.canEnhance).toBe('boolean');
  });

  it('enhances without lowering the score, records the changes, and says so in the log', async () => {
    const created = await create();
    const reply = await callResumes(
      test,
      owner,
      'POST',
      `/api/resumes/enhance/${created.id}/${applicationId}`,
    );
    expect(reply.statusCode).toBe(200);
    const enhanced: EnhancedResume = reply.json();
    expect(enhanced.scoreAfter).toBeGreaterThanOrEqual(enhanced.scoreBefore);
    expect(enhanced.resume.changes.length).toBe(created.changes.length + enhanced.changes.length);
    expect(enhanced.changes.every((change) => change.source === 'enhance')).toBe(true);
    expect(enhanced.usedModelWording).toBe(false);
    const again: EnhancedResume = (
      await callResumes(test, owner, 'POST', `/api/resumes/enhance/${created.id}/${applicationId}`)
    ).json();
    expect(again.scoreAfter).toBeGreaterThanOrEqual(enhanced.scoreAfter);
    const logs = await test.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'tailored_resume_enhanced'));
    expect(logs.length).toBeGreaterThanOrEqual(2);
  });

  it('downloads an ATS-safe Word file named for the person, company and position', async () => {
    const created = await create();
    const reply = await test.app.inject({
      method: 'GET',
      url: `/api/resumes/${created.id}/download`,
      headers: owner.headers,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('wordprocessingml');
    expect(reply.headers['content-disposition']).toContain(
      'Jordan-Rivera-Harborline-Health-Director-of-IT-Operations.docx',
    );
    const text = (await mammoth.extractRawText({ buffer: reply.rawPayload })).value;
    expect(text).toContain(sampleResume.email);
    const json = await callResumes(test, owner, 'GET', `/api/resumes/${created.id}/json-resume`);
    expect(json.json().basics.name).toBe(sampleResume.name);
  });

  it('answers 422 for stored content that is not valid JSON', async () => {
    const created = await create();
    await test.database.db
      .update(tailoredResumes)
      .set({ content: 'not json' })
      .where(eq(tailoredResumes.id, created.id));
    expect(
      (await callResumes(test, owner, 'POST', `/api/resumes/analyze/${created.id}/${applicationId}`))
        .statusCode,
    ).toBe(422);
    expect((await callResumes(test, owner, 'GET', `/api/resumes/${created.id}/download`)).statusCode).toBe(
      422,
    );
  });

  it('deletes, then answers 404; unknown and another user’s ids are 404, bad ids 400', async () => {
    const created = await create();
    expect((await callResumes(test, owner, 'DELETE', `/api/resumes/${created.id}`)).statusCode).toBe(204);
    for (const [method, url] of [
      ['DELETE', `/api/resumes/${created.id}`],
      ['GET', `/api/resumes/${created.id}/download`],
      ['GET', `/api/resumes/${othersResumeId}/download`],
      ['GET', `/api/resumes/${othersResumeId}/json-resume`],
      ['DELETE', `/api/resumes/${othersResumeId}`],
      ['POST', `/api/resumes/analyze/${othersResumeId}/${applicationId}`],
      ['POST', `/api/resumes/enhance/${othersResumeId}/${applicationId}`],
      ['POST', `/api/resumes/analyze/999999/${applicationId}`],
    ] as const) {
      expect((await callResumes(test, owner, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = await create();
    for (const url of [
      `/api/resumes/analyze/${mine.id}/${othersApplicationId}`,
      `/api/resumes/enhance/${mine.id}/999999`,
    ]) {
      expect((await callResumes(test, owner, 'POST', url)).statusCode, url).toBe(404);
    }
    expect(
      (await callResumes(test, owner, 'POST', `/api/resumes/analyze/x/${applicationId}`)).statusCode,
    ).toBe(400);
    expect((await callResumes(test, owner, 'GET', '/api/resumes/0/download')).statusCode).toBe(400);
  });
});
