import { beforeAll, describe, expect, it } from 'vitest';
import { scoreOurParser } from '../helpers/corpus';
import type { CorpusScore } from '../helpers/parse-score';

/**
 * The public corpus (tests/fixtures/corpus) parsed and scored field by field against its
 * hand-written truth. The floors are the budgets: roles found ≥ 95%, role fields ≥ 90%, overall
 * field recall ≥ 90% (before this work: 58%, 39%, 63%).
 */
const FLOORS = { roleRecall: 0.95, roleFieldRecall: 0.9, fieldRecall: 0.9 };

describe('public resume corpus', () => {
  let score: CorpusScore;
  beforeAll(async () => {
    score = await scoreOurParser();
    for (const line of score.lines) console.log(line);
    console.log(`corpus: ${score.summary}`);
  });

  it(`finds at least ${Math.round(FLOORS.roleRecall * 100)}% of the roles`, () => {
    expect(score.roleRecall).toBeGreaterThanOrEqual(FLOORS.roleRecall);
  });

  it(`reads at least ${Math.round(FLOORS.roleFieldRecall * 100)}% of role fields right`, () => {
    expect(score.roleFieldRecall).toBeGreaterThanOrEqual(FLOORS.roleFieldRecall);
  });

  it(`recalls at least ${Math.round(FLOORS.fieldRecall * 100)}% of all fields`, () => {
    expect(score.fieldRecall).toBeGreaterThanOrEqual(FLOORS.fieldRecall);
  });
});
