import { z } from 'zod';
import type { CoverLetter } from '../../../shared/resume/cover-letter';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { checkCoverLetter } from '../../resume/cover-letter/check-cover-letter';
import type { LetterJob } from '../../resume/cover-letter/draft-cover-letter';
import { listNumbers } from '../../resume/tailor/evidence';
import { MODEL_WORDING_TIMEOUT_MS, type ModelWordingOptions } from './model-wording';

const SYSTEM_PROMPT = [
  'You improve the wording of a cover letter for one job posting.',
  'Keep every fact and every number exactly. Never add an employer, job title, date, number, tool, skill, certification, achievement or name that the letter does not already contain.',
  'Keep three short paragraphs in the same order: why this role, two results, a close.',
  'Reply with JSON only: {"paragraphs": [string, string, string]}.',
].join(' ');

const proposalSchema = z.object({ paragraphs: z.array(z.string().max(2_000)).min(1).max(6) });

/**
 * A configured model may word the letter; each paragraph it proposes is kept only if it passes
 * the same fact check as the engine's letter and keeps every number the engine's paragraph gave.
 * Anything else (no model, a failure, a rejected paragraph) keeps the engine's wording.
 */
export async function wordCoverLetter(
  options: ModelWordingOptions,
  letter: CoverLetter,
  resume: ParsedResume,
  job: LetterJob,
): Promise<CoverLetter> {
  const reply = await options.client.complete(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content: JSON.stringify({
          position: job.position,
          company: job.company,
          paragraphs: letter.paragraphs,
        }),
      },
    ],
    { timeoutMs: options.timeoutMs ?? MODEL_WORDING_TIMEOUT_MS, maxTokens: 900, temperature: 0.3 },
  );
  if (!reply.ok) {
    options.log.warn({ reason: reply.reason }, 'model server failed; kept the engine’s cover letter');
    return letter;
  }
  const json = /\{[\s\S]*\}/.exec(reply.text)?.[0];
  let proposal: z.infer<typeof proposalSchema> | null = null;
  try {
    const parsed = proposalSchema.safeParse(JSON.parse(json ?? ''));
    proposal = parsed.success ? parsed.data : null;
  } catch {
    proposal = null;
  }
  if (!proposal || proposal.paragraphs.length !== letter.paragraphs.length) {
    options.log.warn('model cover letter rejected: not the JSON asked for; kept the engine’s wording');
    return letter;
  }
  let changed = false;
  const paragraphs = letter.paragraphs.map((original, index) => {
    const proposed = proposal?.paragraphs[index]?.trim() ?? '';
    if (!proposed || proposed === original) return original;
    const single = { ...letter, paragraphs: [proposed] };
    const keepsNumbers = listNumbers(original).every((number) => listNumbers(proposed).includes(number));
    if (!keepsNumbers || checkCoverLetter(single, resume, job).length > 0) {
      options.log.warn({ paragraph: index + 1 }, 'model cover letter paragraph rejected by the fact check');
      return original;
    }
    changed = true;
    return proposed;
  });
  return changed ? { ...letter, paragraphs, wordedBy: 'model' } : letter;
}
