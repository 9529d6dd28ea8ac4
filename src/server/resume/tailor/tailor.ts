import type { MatchScore } from '../../../shared/resume/match-analysis';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import type { TailoringRound } from '../../../shared/resume/tailoring-rounds';
import { type AnalysisContext, type ResumeScore, scoreResume } from '../analyse/analyse';
import type { OwnerText } from '../edits/apply-owner-edits';
import { createTailorContext, type TailorContext } from './context';
import { findInventions } from './fact-check';
import { leadingMoves, type Move, orderingMoves, scoredMoves } from './moves';
import { keepOwnerText } from './owner-text';

export const TARGET_SCORE = 90;
const MAX_ROUNDS = 8;

export type TailorResult = {
  resume: ParsedResume;
  changes: ResumeChange[];
  initialScore: MatchScore;
  finalScore: MatchScore;
  /** Rounds of analyse → adjust. */
  iterations: number;
  /** Each step's score and what it changed, for the owner to follow what quality assurance did. */
  rounds: TailoringRound[];
};

type Candidate = { move: Move; resume: ParsedResume; changes: ResumeChange[]; scored: ResumeScore };

/** Applies a move and keeps it only if the result still states nothing the base does not. */
export function tryMove(
  move: Move,
  resume: ParsedResume,
  context: TailorContext,
  hits: ResumeScore['hits'],
): Omit<Candidate, 'scored'> | null {
  const result = keepOwnerText(resume, move(resume, context, hits), context.owner);
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
  owner?: OwnerText,
): TailorResult {
  const context = createTailorContext(base, analysis, owner);
  let current = base;
  let scored = scoreResume(base, analysis);
  const initialScore = scored.score;
  const changes: ResumeChange[] = [];
  const rounds: TailoringRound[] = [describeRound('Base resume', initialScore.overallScore, [])];
  const applyAlways = (step: string, moves: Move[]) => {
    const made: ResumeChange[] = [];
    for (const move of moves) {
      const candidate = tryMove(move, current, context, scored.hits);
      if (!candidate) continue;
      current = candidate.resume;
      made.push(...candidate.changes);
      scored = scoreResume(current, analysis);
    }
    changes.push(...made);
    if (made.length > 0) rounds.push(describeRound(step, scored.score.overallScore, made));
  };
  applyAlways('Summary led with the posting', leadingMoves);
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
    if (!best || best.scored.score.overallScore <= scored.score.overallScore) {
      rounds.push({
        ...describeRound(`Round ${iterations}`, scored.score.overallScore, []),
        outcome: 'No remaining adjustment raised the score without inventing anything, so rounds stopped.',
      });
      break;
    }
    current = best.resume;
    scored = best.scored;
    changes.push(...best.changes);
    rounds.push(describeRound(`Round ${iterations}`, scored.score.overallScore, best.changes));
    remaining.splice(remaining.indexOf(best.move), 1);
  }
  applyAlways('Bullets, skills and achievements ordered', orderingMoves);
  const finalScore = scored.score;
  return { resume: current, changes, initialScore, finalScore, iterations: Math.max(1, iterations), rounds };
}

const ROUND_NOTES = 6;

function describeRound(step: string, score: number, changes: ResumeChange[]): TailoringRound {
  const notes = [
    ...new Set(
      changes.map((change) => (change.target ? `${change.target}: ${change.reason}` : change.reason)),
    ),
  ];
  return {
    step,
    score,
    changes: changes.length,
    notes:
      notes.length > ROUND_NOTES
        ? [...notes.slice(0, ROUND_NOTES), `and ${notes.length - ROUND_NOTES} more`]
        : notes,
  };
}
