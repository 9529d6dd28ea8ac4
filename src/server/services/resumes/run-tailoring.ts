import type { OwnerEdits } from '../../../shared/resume/owner-edits';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import type { TailoringRound } from '../../../shared/resume/tailoring-rounds';
import { scoreResume } from '../../resume/analyse/analyse';
import { applyOwnerEdits, ownerTextOf } from '../../resume/edits/apply-owner-edits';
import { TARGET_SCORE, tailorResume } from '../../resume/tailor/tailor';
import type { ResumeJob } from './resume-job';
import { type PolishDeps, polish } from './reword-with-model';
import { contextFor } from './tailored-resume-loading';

export type TailoringRun = {
  resume: ParsedResume;
  changes: ResumeChange[];
  initialScore: number;
  finalScore: number;
  iterations: number;
  rounds: TailoringRound[];
};

/**
 * Tailors the base to one job with the owner's earlier hand edits laid over it first: their
 * bullets replace the ones they rewrote, stay exactly as written through every step (engine and
 * model wording), and count as facts; what they removed from a list stays removed.
 */
export async function runTailoring(
  deps: PolishDeps & { now?: () => Date },
  base: ParsedResume,
  job: ResumeJob,
  edits: OwnerEdits,
): Promise<TailoringRun> {
  const facts = applyOwnerEdits(base, edits);
  const owner = ownerTextOf(edits);
  const context = contextFor(job, facts, deps.now?.() ?? new Date());
  const tailored = tailorResume(facts, context, TARGET_SCORE, owner);
  const polished = await polish(deps, tailored.resume, facts, context, owner);
  const resume = keepRemovals(polished.resume, edits);
  const finalScore = scoreResume(resume, context).score.overallScore;
  const modelRound: TailoringRound[] =
    polished.changes.length > 0
      ? [
          {
            step: 'Model wording (fact-checked)',
            score: finalScore,
            changes: polished.changes.length,
            notes: [...new Set(polished.changes.map((change) => change.reason))],
          },
        ]
      : [];
  return {
    resume,
    changes: [...tailored.changes, ...polished.changes],
    initialScore: tailored.initialScore.overallScore,
    finalScore,
    iterations: tailored.iterations,
    rounds: [...tailored.rounds, ...modelRound],
  };
}

/** A skill, certification or achievement the owner took out is not put back by tailoring. */
function keepRemovals(resume: ParsedResume, edits: OwnerEdits): ParsedResume {
  const next = { ...resume };
  for (const key of ['skills', 'certifications', 'achievements'] as const) {
    const removed = new Set(edits.lists[key]?.removed ?? []);
    if (removed.size > 0) next[key] = resume[key].filter((item) => !removed.has(item));
  }
  return next;
}
