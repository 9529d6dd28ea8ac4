import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import type { ModelClient } from '../../platform/model-client';
import type { JobKeyword } from '../../resume/analyse/keywords';
import { describeRole } from '../../resume/analyse/resume-units';
import { cloneResume, createChange } from '../../resume/tailor/changes';
import type { BaseEvidence } from '../../resume/tailor/evidence';
import { checkText } from '../../resume/tailor/fact-check';

/** A model server that has not answered in 20 s is treated as down; the deterministic wording stands. */
export const MODEL_WORDING_TIMEOUT_MS = 20_000;
const ROLES_SENT = 2;

export type ModelWordingOptions = {
  client: ModelClient;
  timeoutMs?: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
};
export type WordingInput = {
  resume: ParsedResume;
  evidence: BaseEvidence;
  keywords: JobKeyword[];
  position: string;
};

const proposalSchema = z.object({
  summary: z.string().max(2_000).optional(),
  bullets: z
    .array(z.object({ role: z.number().int(), index: z.number().int(), text: z.string().max(600) }))
    .max(40)
    .optional(),
});

const SYSTEM_PROMPT = [
  'You improve the wording of resume text for one job posting.',
  'Keep every fact. Never add an employer, job title, date, number, tool, skill, certification or name that the text does not already contain.',
  'You may tighten phrasing, start bullets with strong past-tense verbs, and use the listed posting terms only where the text already shows that skill.',
  'Reply with JSON only: {"summary": string, "bullets": [{"role": number, "index": number, "text": string}]}.',
].join(' ');

function readProposal(text: string): z.infer<typeof proposalSchema> | null {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (!json) return null;
  try {
    const parsed = proposalSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the model for better wording of the summary and the first roles' bullets. Each proposed text
 * must pass the same fact check as the engine (no new names, numbers or skills) or it is dropped;
 * any failure of the model server leaves the resume as it was.
 */
export async function rewordWithModel(
  options: ModelWordingOptions,
  input: WordingInput,
): Promise<{ resume: ParsedResume; changes: ResumeChange[] }> {
  const { resume, evidence } = input;
  const roles = resume.experience.slice(0, ROLES_SENT).map((role, index) => ({
    role: index,
    title: role.title,
    bullets: role.bullets.map((text, bullet) => ({ index: bullet, text })),
  }));
  const user = JSON.stringify({
    position: input.position,
    postingTerms: input.keywords.slice(0, 12).map((keyword) => keyword.label),
    summary: resume.summary,
    roles,
  });
  const reply = await options.client.complete(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: user },
    ],
    { timeoutMs: options.timeoutMs ?? MODEL_WORDING_TIMEOUT_MS, maxTokens: 1200, temperature: 0.2 },
  );
  if (!reply.ok) {
    options.log.warn({ reason: reply.reason }, 'model server failed; kept the deterministic resume wording');
    return { resume, changes: [] };
  }
  const proposal = readProposal(reply.text);
  if (!proposal) {
    options.log.warn(
      'model wording rejected: the reply was not the JSON asked for; kept the deterministic wording',
    );
    return { resume, changes: [] };
  }
  const next = cloneResume(resume);
  const changes: ResumeChange[] = [];
  const reason =
    'Wording from the model, kept because it passed the fact check: no new names, numbers or skills.';
  const rejected: string[] = [];
  const summaryFindings = proposal.summary?.trim() ? checkText(evidence, proposal.summary, 'summary') : [];
  if (summaryFindings.length > 0) {
    rejected.push(
      `summary (${summaryFindings.map((finding) => `${finding.kind} "${finding.value}"`).join(', ')})`,
    );
  }
  if (
    proposal.summary?.trim() &&
    proposal.summary.trim() !== resume.summary &&
    summaryFindings.length === 0
  ) {
    next.summary = proposal.summary.trim();
    changes.push(
      createChange(
        { section: 'summary', kind: 'rewritten', before: resume.summary, after: next.summary, reason },
        'model',
      ),
    );
  }
  for (const bullet of proposal.bullets ?? []) {
    const role = next.experience[bullet.role];
    const before = role?.bullets[bullet.index];
    const text = bullet.text.trim();
    if (!role || bullet.role >= ROLES_SENT || before === undefined || !text || text === before) continue;
    if (text.length > before.length * 1.5 + 20) {
      rejected.push(`${describeRole(role)} bullet ${bullet.index + 1} (too long)`);
      continue;
    }
    const findings = checkText(evidence, text, describeRole(role));
    if (findings.length > 0) {
      rejected.push(
        `${describeRole(role)} bullet ${bullet.index + 1} (${findings.map((finding) => `${finding.kind} "${finding.value}"`).join(', ')})`,
      );
      continue;
    }
    role.bullets[bullet.index] = text;
    changes.push(
      createChange(
        { section: 'experience', kind: 'reworded', target: describeRole(role), before, after: text, reason },
        'model',
      ),
    );
  }
  if (rejected.length > 0) {
    // Why the model's words were not used: a new name, number or skill the base does not show.
    options.log.warn(
      { rejected },
      'model wording rejected by the fact check; kept the deterministic wording there',
    );
  }
  return changes.length ? { resume: next, changes } : { resume, changes: [] };
}
