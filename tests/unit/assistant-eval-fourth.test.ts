import { describe, expect, it } from 'vitest';
import { fourthCheckCases, fourthTuneCases } from '../fixtures/assistant-eval-fourth';
import { formatSummary } from '../helpers/grade-assistant';
import { failuresOf, gradeEvalSet as grade } from '../helpers/grade-eval-set';

describe('offline assistant: the fourth set, written from the content alone', () => {
  it('tuning half: at least 90% correct or rightly declined, nothing invented', () => {
    const { graded, figures } = grade(fourthTuneCases);
    console.info(`assistant fourth set, tuning half\n${formatSummary(figures)}`);
    expect(figures.correct / figures.total, failuresOf(graded)).toBeGreaterThanOrEqual(0.9);
    expect(figures.invented).toBe(0);
  });

  /**
   * Held out while the assistant changed, and run once at the end: 79 of 101 (78%), short of the
   * 90% budget. Its failures are deliberately not printed, so that nobody tunes on them; the
   * test keeps the figure from falling and nothing from being invented.
   */
  const HELD_OUT_FIGURE = 79;
  const BUDGET = 0.9;
  it('check half: no fewer right than when first run, nothing invented; figures against the 90% budget printed', () => {
    const { figures } = grade(fourthCheckCases);
    const share = figures.correct / figures.total;
    console.info(
      `assistant fourth set, check half (budget ${BUDGET * 100}%: ${share >= BUDGET ? 'met' : 'not met'})\n${formatSummary(figures)}`,
    );
    expect(figures.correct).toBeGreaterThanOrEqual(HELD_OUT_FIGURE);
    expect(figures.invented).toBe(0);
  });
});
