import { siteContent } from '../../content';
import type { EvalCase } from '../fixtures/assistant-eval';
import { askWithHistory } from './ask-assistant';
import { gradeReply, summarize } from './grade-assistant';

const contentText = JSON.stringify(siteContent);

/** Every case of a set asked of the offline assistant (with its earlier turns) and graded. */
export function gradeEvalSet(cases: readonly EvalCase[]) {
  const graded = cases.map((entry) => {
    const answer = askWithHistory(entry.question, entry.before);
    return { ...gradeReply(entry, answer.text, contentText), answer };
  });
  return { graded, figures: summarize(graded) };
}

/** The wrong answers with their problems, for a tuning half's failure message (never a check half's). */
export function failuresOf(graded: ReturnType<typeof gradeEvalSet>['graded']): string {
  return graded
    .filter((entry) => !entry.isCorrect)
    .map(
      (entry) =>
        `[${entry.case.category}] "${entry.case.question}": ${entry.problems.join('; ')}\n${entry.answer.text}`,
    )
    .join('\n\n');
}
