import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseResume,
  createAnalysisContext,
  describeWrittenTraits,
} from '../../src/server/resume/analyse/analyse';
import { extractJobKeywords } from '../../src/server/resume/analyse/keywords';
import { explainEnhance } from '../../src/server/resume/explain-enhance';
import type { MatchAnalysis, MatchScore } from '../../src/shared/resume/match-analysis';
import { readCorpusPostings } from '../helpers/corpus-pairs';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { PROPERTY_SEED } from '../helpers/property-seed';
import { resumeArbitrary } from '../helpers/resume-arbitrary';
import { sampleResume } from '../helpers/resume-samples';

const NOW = new Date('2026-11-01T00:00:00Z');
const postings = [...readCorpusPostings(), ...loadJobFixtures()];

function analyse(resume: typeof sampleResume, posting: (typeof postings)[number]) {
  return analyseResume(resume, createAnalysisContext(posting, describeWrittenTraits(resume), NOW));
}

/** Every "N of M keywords" and "Missing N of M keywords" the analysis says, in any of its texts. */
function statedCounts(analysis: Omit<MatchAnalysis, 'canEnhance'>) {
  const texts = [
    analysis.insights,
    ...analysis.strengthAreas,
    ...analysis.improvementAreas,
    ...Object.values(analysis.breakdown).flatMap((items) => items.map((item) => item.note)),
  ];
  const shown = texts.flatMap((text) =>
    [...text.matchAll(/(?<!Missing )\b(\d+) of (\d+) keywords?/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]),
  );
  const missing = texts.flatMap((text) =>
    [...text.matchAll(/Missing (\d+) of (\d+) keywords/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]),
  );
  return { shown, missing };
}

describe('the match analysis adds up', () => {
  it(`matched and missing come from one list, and every count it states agrees (fast-check, seed ${PROPERTY_SEED})`, () => {
    fc.assert(
      fc.property(resumeArbitrary, fc.constantFrom(...postings), (resume, posting) => {
        const analysis = analyse(resume, posting);
        const { matchedKeywords: matched, missingKeywords: missing } = analysis;
        const total = analysis.keywordDetails.matched.length + analysis.keywordDetails.missing.length;
        expect(matched.length + missing.length).toBe(total);
        expect(matched.filter((keyword) => missing.includes(keyword))).toEqual([]);
        expect(new Set([...matched, ...missing]).size).toBe(total);
        const stated = statedCounts(analysis);
        for (const pair of stated.shown) expect(pair).toEqual([matched.length, total]);
        for (const pair of stated.missing) expect(pair).toEqual([missing.length, total]);
      }),
      { seed: PROPERTY_SEED, numRuns: 60 },
    );
  });

  it('states its counts where the owner reads them (the insights and the keyword score)', () => {
    const posting = postings.find((entry) => entry.name === 'director-it-operations');
    if (!posting) throw new Error('fixture missing');
    const analysis = analyse(sampleResume, posting);
    const stated = statedCounts(analysis);
    expect(stated.shown.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a posting’s headings and boilerplate', () => {
  const posting = {
    position: 'Security Engineer',
    company: 'Northwind',
    description: [
      '## About the Role',
      'We are hiring a security engineer.',
      'Hard Skills:',
      '- Python and Splunk',
      'Soft Skills:',
      '- Communication',
      'Requirements',
      '- 5+ years in Security Operations',
      'Preferred Qualifications',
      '- CISSP',
      'Benefits',
      '- Health Insurance',
    ].join('\n'),
    requirements: null,
    details: null,
  };

  it('are never keywords; what is listed under them still is', () => {
    const labels = extractJobKeywords(posting).map((keyword) => keyword.label.toLowerCase());
    for (const heading of [
      'hard skills',
      'soft skills',
      'requirements',
      'preferred qualifications',
      'benefits',
      'health insurance',
      'about the role',
    ])
      expect(labels).not.toContain(heading);
    expect(labels).toEqual(expect.arrayContaining(['python', 'splunk', 'cissp']));
  });

  it('never appear among the corpus postings’ keywords', () => {
    for (const job of postings) {
      const labels = extractJobKeywords(job).map((keyword) => keyword.label.toLowerCase());
      expect(
        labels.filter((label) =>
          /\b(skills|requirements|qualifications|responsibilities|benefits)$/.test(label),
        ),
        job.name,
      ).toEqual([]);
    }
  });
});

describe('every suggestion', () => {
  it('says what to change and where', () => {
    for (const posting of postings) {
      for (const suggestion of analyse(sampleResume, posting).suggestionDetails) {
        const where = suggestion.target.replace(/^Experience: /, '');
        const named =
          suggestion.target === 'Contact details'
            ? 'under your name'
            : suggestion.target === 'Layout'
              ? 'one column'
              : where;
        expect(suggestion.message, `${posting.name}: ${suggestion.action}`).toContain(named);
        expect(suggestion.message).toMatch(
          /^(Use|Name|Add|Cut|Put|Open|Shorten|Remove|If you have done it|Write)\b/,
        );
      }
    }
  });
});

describe('when Enhance is not offered, the one-sentence reason', () => {
  const score = (overall: number, parts = overall / 4): MatchScore => ({
    overallScore: overall,
    atsScore: parts,
    keywordMatchScore: parts,
    contentQualityScore: parts,
    formattingScore: parts,
  });
  const trial = (after: MatchScore, changes = 1) => ({
    applied: [],
    changes: Array(changes).fill({}),
    scoreAfter: after,
  });
  const automatic = [
    { action: 'fix-tense' as const, target: 'Experience: IT Manager', message: 'Put …', isAutomatic: true },
  ];

  it.each([
    ['offered', score(70), trial(score(76)), null, automatic, /^Enhance can raise the score from 70% to 76%/],
    [
      'nothing left to do',
      score(80),
      trial(score(80), 0),
      null,
      [],
      /already includes every change Enhance would make/,
    ],
    [
      'the owner’s edits',
      score(80),
      trial(score(80), 0),
      trial(score(84)),
      automatic,
      /reword bullets you edited yourself/,
    ],
    [
      'held by missing keywords',
      score(60, 18),
      trial(score(60, 19)),
      null,
      automatic,
      /keywords your resume does not show/,
    ],
    ['no gain', score(80), trial(score(80)), null, automatic, /would not raise the score/],
  ])('%s', (_label, before, result, ignoringEdits, suggestions, expected) => {
    const sentence = explainEnhance({
      before,
      trial: result,
      trialIgnoringEdits: ignoringEdits,
      automatic: suggestions,
    });
    expect(sentence).toMatch(expected);
    expect(sentence.split(/(?<=\.)\s+/)).toHaveLength(1);
  });
});
