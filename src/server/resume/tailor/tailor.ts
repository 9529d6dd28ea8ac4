import type { MatchScore } from '../../../shared/resume/match-analysis';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import { type AnalysisContext, type ResumeScore, scoreResume } from '../analyse/analyse';
import { createTailorContext, type TailorContext } from './context';
import { findInventions } from './fact-check';
import { leadingMoves, type Move, orderingMoves, scoredMoves } from './moves';

export const TARGET_SCORE = 90;
const MAX_ROUNDS = 8;

export type TailorResult = {
  resume: ParsedResume;
  changes: ResumeChange[];
  initialScore: MatchScore;
  finalScore: MatchScore;
  /** Rounds of analyse → adjust. */
  iterations: number;
};

type Candidate = { move: Move; resume: ParsedResume; changes: ResumeChange[]; scored: ResumeScore };

/** Applies a move and keeps it only if the result still states nothing the base does not. */
export function tryMove(
  move: Move,
  resume: ParsedResume,
  context: TailorContext,
  hits: ResumeScore['hits'],
): Omit<Candidate, 'scored'> | null {
  const result = move(resume, context, hits);
  if (result.changes.length === 0 || result.resume === resume) return null;
  if (findInventions(context.base, result.resume, context.evidence).length > 0) return null;
  return { move, resume: result.resume, changes: result.changes };
}

/**
 * Tailors the base resume to one job. The summary is first rewritten to lead with the job's
 * priorities; then each round analyses the current draft, tries every remaining adjustment and
 * keeps the one that raises the score most, stopping at the target or when nothing raises it;
 * last, bullets, skills and achievements are ordered by relevance. Every step passes the fact
 * check against the base.
 */
export function tailorResume(
  base: ParsedResume,
  analysis: AnalysisContext,
  target = TARGET_SCORE,
): TailorResult {
  const context = createTailorContext(base, analysis);
  let current = base;
  let scored = scoreResume(base, analysis);
  const initialScore = scored.score;
  const changes: ResumeChange[] = [];
  const applyAlways = (moves: Move[]) => {
    for (const move of moves) {
      const candidate = tryMove(move, current, context, scored.hits);
      if (!candidate) continue;
      current = candidate.resume;
      changes.push(...candidate.changes);
      scored = scoreResume(current, analysis);
    }
  };
  applyAlways(leadingMoves);
  const remaining = [...scoredMoves];
  let iterations = 0;
  while (remaining.length > 0 && iterations < MAX_ROUNDS) {
    iterations++;
    if (scored.score.overallScore >= target) break;
    let best: Candidate | null = null;
    for (const move of remaining) {
      const candidate = tryMove(move, current, context, scored.hits);
      if (!candidate) continue;
      const candidateScore = scoreResume(candidate.resume, analysis);
      // Tailoring is for fit: an adjustment that costs keyword coverage is never taken.
      if (candidateScore.score.keywordMatchScore < scored.score.keywordMatchScore) continue;
      if (!best || candidateScore.score.overallScore > best.scored.score.overallScore)
        best = { ...candidate, scored: candidateScore };
    }
    if (!best || best.scored.score.overallScore <= scored.score.overallScore) break;
    current = best.resume;
    scored = best.scored;
    changes.push(...best.changes);
    remaining.splice(remaining.indexOf(best.move), 1);
  }
  applyAlways(orderingMoves);
  const finalScore = scored.score;
  return { resume: current, changes, initialScore, finalScore, iterations: Math.max(1, iterations) };
}
