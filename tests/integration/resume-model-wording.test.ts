import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedResume, EnhancedResume } from '../../src/shared/api/resume-tailored';
import { parsedResumeSchema } from '../../src/shared/resume/parsed-resume';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { type ModelPeer, startModelPeer } from '../helpers/model-peer';
import { callResumes, insertApplication, uploadResume } from '../helpers/resume-api';
import { renderSampleText } from '../helpers/resume-samples';
import { createTestApp, type OwnerSession, signInAsOwner, type TestApp } from '../helpers/test-app';

let peer: ModelPeer;
let test: TestApp;
let owner: OwnerSession;
let applicationId: number;
const job = loadJobFixtures().find((fixture) => fixture.name === 'it-operations-manager');
const CHECKED_BULLET = 'Led a team of 18 engineers across the service desk, network and endpoint management';

beforeAll(async () => {
  peer = await startModelPeer();
  test = await createTestApp({
    identify: 'sessions',
    env: { LLM_BASE_URL: peer.baseUrl, LLM_MODEL: 'resume-model' },
    modelTimeoutMs: 400,
  });
  owner = await signInAsOwner(test);
  await uploadResume(test, owner, { name: 'jordan.txt', bytes: renderSampleText() });
  applicationId = (
    await insertApplication(test, owner.userId, {
      company: job?.company,
      position: job?.position,
      description: job?.description,
      requirements: job?.requirements,
    })
  ).id;
});
afterAll(async () => {
  await test.close();
  await peer.close();
});

async function create(): Promise<CreatedResume> {
  const reply = await callResumes(test, owner, 'POST', `/api/resumes/create/${applicationId}`);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

describe('a cover letter worded by the model', () => {
  it('keeps each paragraph that passes the fact check and keeps its numbers, the engine’s wording elsewhere', async () => {
    // A reply that is not the JSON asked for keeps the engine's wording (and trips no breaker).
    peer.behaviour = { kind: 'answer', content: 'ok' };
    const created = await create();
    const engine = await callResumes(test, owner, 'POST', `/api/resumes/${created.id}/cover-letter`);
    expect(engine.statusCode, engine.body).toBe(200);
    const drafted = engine.json().coverLetter;
    expect(drafted.wordedBy).toBe('engine');
    const reworded = drafted.paragraphs[0].replace('I am writing to apply for', 'I would like to apply for');
    peer.behaviour = {
      kind: 'answer',
      content: JSON.stringify({
        paragraphs: [
          reworded,
          'At Lakeshore Logistics I saved $9M by moving everything to Kubernetes.',
          drafted.paragraphs[2],
        ],
      }),
    };
    const worded = await callResumes(test, owner, 'POST', `/api/resumes/${created.id}/cover-letter`);
    expect(worded.statusCode, worded.body).toBe(200);
    const letter = worded.json().coverLetter;
    expect(letter.wordedBy).toBe('model');
    expect(letter.paragraphs).toEqual([reworded, drafted.paragraphs[1], drafted.paragraphs[2]]);
    expect(JSON.stringify(letter)).not.toContain('$9M');
    expect(peer.received.at(-1)?.body.messages[0]?.content).toMatch(
      /Keep every fact and every number exactly/,
    );
  });
});

describe('model wording with LLM_BASE_URL set', () => {
  it('keeps model text that passes the fact check and drops text with a new tool or number', async () => {
    // Without the model first, to learn where the bullet the model rewords sits after tailoring.
    peer.behaviour = { kind: 'malformed' };
    const plain = parsedResumeSchema.parse(JSON.parse((await create()).content));
    const bullets = plain.experience[0]?.bullets ?? [];
    const index = bullets.findIndex((bullet) => bullet.startsWith('Led a team of 18'));
    expect(index).toBeGreaterThanOrEqual(0);
    peer.behaviour = {
      kind: 'answer',
      content: `Here you go: ${JSON.stringify({
        summary: 'IT operations leader who ran ServiceNow for 40,000 users.',
        bullets: [
          { role: 0, index, text: CHECKED_BULLET },
          { role: 0, index: index === 0 ? 1 : 0, text: 'Saved $3M by moving everything to AWS' },
        ],
      })}`,
    };
    const created = await create();
    const content = parsedResumeSchema.parse(JSON.parse(created.content));
    expect(content.summary).not.toContain('ServiceNow');
    expect(content.experience[0]?.bullets[index]).toBe(CHECKED_BULLET);
    expect(JSON.stringify(content)).not.toContain('$3M');
    const modelChanges = created.changes.filter((change) => change.source === 'model');
    expect(modelChanges.map((change) => change.after)).toEqual([CHECKED_BULLET]);
    const request = peer.received.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body.model).toBe('resume-model');
    expect(request?.body.messages[0]?.content).toMatch(/Never add an employer, job title, date, number/);
  });

  it('falls back to the deterministic wording when the model server hangs or fails', async () => {
    for (const behaviour of [
      { kind: 'hang' },
      { kind: 'status', status: 503 },
      { kind: 'malformed' },
    ] as const) {
      peer.behaviour = behaviour;
      const started = Date.now();
      const created = await create();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(created.changes.filter((change) => change.source === 'model')).toEqual([]);
      const enhanced: EnhancedResume = (
        await callResumes(test, owner, 'POST', `/api/resumes/enhance/${created.id}/${applicationId}`)
      ).json();
      expect(enhanced.usedModelWording).toBe(false);
      expect(enhanced.scoreAfter).toBeGreaterThanOrEqual(enhanced.scoreBefore);
    }
  });
});
