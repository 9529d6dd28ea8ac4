import type { Passage } from '../knowledge/passages';
import { stemsOf } from '../retrieve/says-word';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { answer, type PartAnswer, type Scope } from './part-answer';

/** "Which section of the blog post covers the music?", "what heading does it use for the tools?" */
const ASKS_SECTION = /\b(which|what)\b.*\b(section|sections|heading|headings|part|subheading|chapter)\b/;
const OF_BLOG = /\b(blog|post|article|case study|write ?up)\b/;
/** Words of the asking, not of the subject asked about. */
const ASKING = new Set(
  'section sections heading headings part subheading chapter blog post article case study write up cover covers covered talk talks talking discuss discusses mention mentions about use uses does it his the'
    .split(' ')
    .map(stemWord),
);

/**
 * A section of the blog post asked for by what it covers: the heading whose sentences (and its own
 * words) hold most of the subject's words, with the sentence that holds most of them. The whole
 * section is weighed, so a section that speaks of the subject throughout outranks one stray
 * mention elsewhere.
 */
export function answerBlogSection(scope: Scope, question: Question): PartAnswer | null {
  if (!ASKS_SECTION.test(question.text) || !OF_BLOG.test(question.text)) return null;
  const subject = [...new Set(question.concepts.map(stemWord))].filter((stem) => !ASKING.has(stem));
  if (subject.length === 0) return null;
  const held = (stems: ReadonlySet<string>) => subject.filter((stem) => stems.has(stem)).length;
  const byHeading = new Map<string, { score: number; best: Passage; bestScore: number }>();
  for (const passage of scope.knowledge.passages) {
    const { topic } = passage;
    if (passage.section !== 'blog' || !topic) continue;
    const score = held(stemsOf(passage.text));
    const entry = byHeading.get(topic) ?? { score: held(stemsOf(topic)), best: passage, bestScore: -1 };
    byHeading.set(topic, {
      score: entry.score + score,
      best: score > entry.bestScore ? passage : entry.best,
      bestScore: Math.max(entry.bestScore, score),
    });
  }
  const [winner] = [...byHeading].sort((a, b) => b[1].score - a[1].score);
  if (!winner || winner[1].score === 0) return null;
  const [heading, { best }] = winner;
  return answer(
    `The section “${heading}” of the blog post “${scope.knowledge.content.blog.title}”: ${best.text}`,
    ['blog'],
    null,
    [best],
  );
}
