import { beforeAll, expect, it } from 'vitest';
import type { CorpusScore } from './parse-score';

export type CorpusFloors = { roleRecall: number; roleFieldRecall: number; fieldRecall: number };

/**
 * The three corpus figures as tests, each against its floor; `score` reads and scores the corpus
 * once, and its lines are printed.
 */
export function expectCorpusFloors(
  label: string,
  floors: CorpusFloors,
  score: () => Promise<CorpusScore>,
): void {
  let result: CorpusScore;
  beforeAll(async () => {
    result = await score();
    for (const line of result.lines) console.log(line);
    console.log(`${label}: ${result.summary}`);
  });
  const percent = (share: number) => Math.round(share * 100);

  it(`finds at least ${percent(floors.roleRecall)}% of the roles`, () => {
    expect(result.roleRecall).toBeGreaterThanOrEqual(floors.roleRecall);
  });

  it(`reads at least ${percent(floors.roleFieldRecall)}% of role fields right`, () => {
    expect(result.roleFieldRecall).toBeGreaterThanOrEqual(floors.roleFieldRecall);
  });

  it(`recalls at least ${percent(floors.fieldRecall)}% of all fields`, () => {
    expect(result.fieldRecall).toBeGreaterThanOrEqual(floors.fieldRecall);
  });
}
