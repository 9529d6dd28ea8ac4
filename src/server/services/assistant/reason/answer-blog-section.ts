import type { Evidence } from '../retrieve/retrieve';
import type { Question } from '../understand/read-question';
import { answer, type PartAnswer, type Scope } from './part-answer';

/** "Which section of the blog post covers the music?", "what heading does it use for the tools?" */
const ASKS_SECTION = /\b(which|what)\b.*\b(section|sections|heading|headings|part|subheading|chapter)\b/;
const OF_BLOG = /\b(blog|post|article|case study|write ?up)\b/;

/**
 * A section of the blog post asked for by what it covers: the heading the best-matching sentences
 * sit under, with the sentence that matched best. Sentences are scored together per heading, so a
 * section that speaks of the thing throughout outranks one stray mention elsewhere.
 */
export function answerBlogSection(scope: Scope, question: Question, evidence: Evidence): PartAnswer | null {
  if (!ASKS_SECTION.test(question.text) || !OF_BLOG.test(question.text)) return null;
  const byHeading = new Map<string, { score: number; best: Evidence['hits'][number] }>();
  for (const hit of evidence.hits) {
    const { topic } = hit.passage;
    if (hit.passage.section !== 'blog' || !topic) continue;
    const entry = byHeading.get(topic);
    byHeading.set(topic, {
      score: (entry?.score ?? 0) + hit.score,
      best: entry && entry.best.score >= hit.score ? entry.best : hit,
    });
  }
  const [winner] = [...byHeading].sort((a, b) => b[1].score - a[1].score);
  if (!winner) return null;
  const [heading, { best }] = winner;
  return answer(
    `The section “${heading}” of the blog post “${scope.knowledge.content.blog.title}”: ${best.passage.text}`,
    ['blog'],
    null,
    [best.passage],
  );
}
