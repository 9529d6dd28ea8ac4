import { beforeAll, describe, expect, it } from 'vitest';
import { readPostingsIn, TUNING_POSTINGS_DIR } from '../helpers/posting-pages';
import {
  formatScores,
  type PageScore,
  type RecallSummary,
  readCheckPostings,
  readCheckTruth,
  readTuningTruth,
  scorePostings,
  summarise,
} from '../helpers/posting-recall';

/**
 * Every posting's text, read from its page as a job seeker meets it: each posting served in three
 * layouts (a job board, a careers page, a script-built page), with and without its JobPosting
 * JSON-LD. The reader was tuned on the postings written for this repository; the public postings
 * in the corpus are the check half, reported here and never tuned on (decision 0111).
 */

let check: PageScore[];
const withoutJsonLd = (): RecallSummary => summarise(check.filter((score) => !score.hasJsonLd));
const withJsonLd = (): RecallSummary => summarise(check.filter((score) => score.hasJsonLd));

beforeAll(() => {
  const tuning = scorePostings(readPostingsIn(TUNING_POSTINGS_DIR), readTuningTruth);
  for (const line of formatScores('tuning half', tuning).slice(-2)) console.log(line);
  const truth = readCheckTruth();
  check = scorePostings(readCheckPostings(), (posting) => {
    const labelled = truth[posting.name];
    if (!labelled) throw new Error(`no hand-labelled truth for ${posting.name}`);
    return labelled;
  });
  for (const line of formatScores('check half', check)) console.log(line);
});

describe('posting text from the page (check half: public postings)', () => {
  it('keeps at least 90% of the posting text on pages without JSON-LD', () => {
    expect(withoutJsonLd().textRecall).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the whole posting text from JSON-LD', () => {
    expect(withJsonLd().textRecall).toBeGreaterThanOrEqual(0.99);
  });

  it('files the position and the company of every page', () => {
    for (const summary of [withoutJsonLd(), withJsonLd()]) {
      expect(summary.positions).toBe(summary.pages);
      expect(summary.companies).toBe(summary.pages);
    }
  });

  it('finds the requirements the postings state', () => {
    expect(withoutJsonLd().requirementsRecall).toBeGreaterThanOrEqual(0.9);
    expect(withJsonLd().requirementsRecall).toBeGreaterThanOrEqual(0.9);
  });

  it('invents no pay where a posting states none', () => {
    expect(
      check.filter((score) => !score.isSalaryRight).map((score) => `${score.name} ${score.layout}`),
    ).toEqual([]);
  });
});
