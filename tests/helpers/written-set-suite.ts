import { describe, expect, it } from 'vitest';
import type { EvalCase } from '../fixtures/assistant-eval';
import { formatSummary } from './grade-assistant';
import { failuresOf, gradeEvalSet } from './grade-eval-set';

const BUDGET = 0.9;

/**
 * The two tests of a set written from content/ alone and halved before anything ran: the tuning
 * half held at the figure it was tuned to (its failures printed when it falls), the check half at
 * the figure it gave when it was run, against the 90% budget. The check half's failures are never
 * printed, so that nobody tunes on them. Neither half may invent anything.
 */
export function describeWrittenSet(set: {
  name: string;
  tune: readonly EvalCase[];
  check: readonly EvalCase[];
  tunedAtLeast: number;
  heldOutAtLeast: number;
}): void {
  describe(`offline assistant: the ${set.name} set, written from the content alone`, () => {
    it(`tuning half: at least ${set.tunedAtLeast} correct, nothing invented; figures by category printed`, () => {
      const { graded, figures } = gradeEvalSet(set.tune);
      console.info(`assistant ${set.name} set, tuning half\n${formatSummary(figures)}`);
      expect(figures.correct, failuresOf(graded)).toBeGreaterThanOrEqual(set.tunedAtLeast);
      expect(figures.invented).toBe(0);
    });

    it(`check half: at least ${set.heldOutAtLeast} correct (budget 90%), figures by category, nothing invented`, () => {
      const { figures } = gradeEvalSet(set.check);
      const share = figures.correct / figures.total;
      console.info(
        `assistant ${set.name} set, check half (budget ${BUDGET * 100}%: ${share >= BUDGET ? 'met' : 'not met'})\n${formatSummary(figures)}`,
      );
      expect(figures.correct).toBeGreaterThanOrEqual(set.heldOutAtLeast);
      expect(figures.invented).toBe(0);
    });
  });
}
