import { describe, expect, it } from 'vitest';
import { ninthCheckCases, ninthTuneCases } from '../fixtures/assistant-eval-ninth';
import { formatSummary } from '../helpers/grade-assistant';
import { failuresOf, gradeEvalSet as grade } from '../helpers/grade-eval-set';

const BUDGET = 0.9;

describe('offline assistant: the ninth set, written from the content alone', () => {
  /** 86 of 98 when this set's tuning was done (82 before). */
  const TUNED_FIGURE = 86;
  it(`tuning half: at least ${TUNED_FIGURE} correct, nothing invented; figures by category printed`, () => {
    expect(ninthTuneCases.length).toBe(98);
    const { graded, figures } = grade(ninthTuneCases);
    console.info(`assistant ninth set, tuning half\n${formatSummary(figures)}`);
    expect(figures.correct, failuresOf(graded)).toBeGreaterThanOrEqual(TUNED_FIGURE);
    expect(figures.invented).toBe(0);
  });

  /**
   * Held out while the assistant changed: 77 of 102 before the changes and 77 after, short of the
   * 90% budget. Its failures are deliberately not printed, so that nobody tunes on them.
   */
  const HELD_OUT_FIGURE = 77;
  it(`check half: at least ${HELD_OUT_FIGURE} correct (budget 90%), figures by category, nothing invented`, () => {
    expect(ninthCheckCases.length).toBe(102);
    const { figures } = grade(ninthCheckCases);
    const share = figures.correct / figures.total;
    console.info(
      `assistant ninth set, check half (budget ${BUDGET * 100}%: ${share >= BUDGET ? 'met' : 'not met'})\n${formatSummary(figures)}`,
    );
    expect(figures.correct).toBeGreaterThanOrEqual(HELD_OUT_FIGURE);
    expect(figures.invented).toBe(0);
  });
});
