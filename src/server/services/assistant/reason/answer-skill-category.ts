import { bullets, lines } from '../compose/reply-text';
import type { Question } from '../understand/read-question';
import { answer, type PartAnswer, passagesOf, type Scope } from './part-answer';

/** A category title as the question's words have it: "&" a word of its own. */
const titleWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  return words.some((_, start) => run.every((word, offset) => words[start + offset] === word));
}

/**
 * "What is listed under Technical & Operational Expertise?": one of the Skills section's categories
 * named by its title, described whole (its summary, its skills and its highlights). A question that
 * names two or compares them is left to the operations over their list counts.
 */
export function answerSkillCategory(scope: Scope, question: Question): PartAnswer | null {
  if (question.operation || question.superlative) return null;
  const categories = scope.knowledge.content.skillCategories;
  const named = categories.filter((category) => holdsRun(question.words, titleWords(category.title)));
  const [category] = named;
  if (!category || named.length > 1) return null;
  const index = categories.indexOf(category);
  const skills = category.skills.map((skill) => (typeof skill === 'string' ? skill : skill.text));
  return answer(
    lines(
      `${category.title}, in the Skills section: ${category.details.description}`,
      `Skills: ${skills.join(', ')}.`,
      'Highlights:',
      bullets(category.details.highlights),
    ),
    ['skills'],
    null,
    passagesOf(scope, (passage) => passage.source.kind === 'category' && passage.source.index === index),
  );
}
