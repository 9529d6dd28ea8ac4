import { describe, expect, it } from 'vitest';
import { eighthCheckCases, eighthTuneCases } from '../fixtures/assistant-eval-eighth';
import { formatSummary } from '../helpers/grade-assistant';
import { failuresOf, gradeEvalSet as grade } from '../helpers/grade-eval-set';

const BUDGET = 0.9;

describe('offline assistant: the eighth set, written from the content alone', () => {
  /** 84 of 98 when this set's tuning was done (75 before); 85 after the ninth set's round. */
  const TUNED_FIGURE = 85;
  it(`tuning half: at least ${TUNED_FIGURE} correct, nothing invented; figures by category printed`, () => {
    expect(eighthTuneCases.length).toBe(98);
    const { graded, figures } = grade(eighthTuneCases);
    console.info(`assistant eighth set, tuning half\n${formatSummary(figures)}`);
    expect(figures.correct, failuresOf(graded)).toBeGreaterThanOrEqual(TUNED_FIGURE);
    expect(figures.invented).toBe(0);
  });

  /**
   * Held out while the assistant changed: 87 of 102 before the changes and 87 after, short of the
   * 90% budget. Its failures are deliberately not printed, so that nobody tunes on them.
   */
  const HELD_OUT_FIGURE = 87;
  it(`check half: at least ${HELD_OUT_FIGURE} correct (budget 90%), figures by category, nothing invented`, () => {
    expect(eighthCheckCases.length).toBe(102);
    const { figures } = grade(eighthCheckCases);
    const share = figures.correct / figures.total;
    console.info(
      `assistant eighth set, check half (budget ${BUDGET * 100}%: ${share >= BUDGET ? 'met' : 'not met'})\n${formatSummary(figures)}`,
    );
    expect(figures.correct).toBeGreaterThanOrEqual(HELD_OUT_FIGURE);
    expect(figures.invented).toBe(0);
  });
});
