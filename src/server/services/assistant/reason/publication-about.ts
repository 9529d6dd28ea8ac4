import type { Focus } from '../knowledge/focus';
import type { Evidence } from '../retrieve/retrieve';
import type { Question } from '../understand/read-question';
import type { Scope } from './part-answer';

/** "his post about the Vancouver opening", "the article on trust": a publication named by its subject. */
const ABOUT =
  /\b(posts?|articles?|blog posts?|videos?|series|announcements?|write ?ups?|pieces?)\s(about|on|announcing|covering)\b/;

/**
 * The publication a question names by what it is about, when the best passage found is that
 * publication's own: the post is the subject, not the project it tells of.
 */
export function publicationAbout(scope: Scope, question: Question, evidence: Evidence): Focus | null {
  if (!ABOUT.test(question.text)) return null;
  const source = evidence.hits[0]?.passage.source;
  if (source?.kind !== 'award') return null;
  const fact = scope.facts
    .byKind('publication')
    .find(
      (candidate) =>
        candidate.focus?.kind === 'item' && JSON.stringify(candidate.focus.source) === JSON.stringify(source),
    );
  return fact?.focus ?? null;
}
