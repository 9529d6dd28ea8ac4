import { describe, expect, it } from 'vitest';
import {
  analyseResume,
  createAnalysisContext,
  describeWrittenTraits,
  fitCeiling,
  scoreResume,
} from '../../src/server/resume/analyse/analyse';
import { extractJobKeywords } from '../../src/server/resume/analyse/keywords';
import { matchKeywords } from '../../src/server/resume/analyse/match-keywords';
import { listResumeUnits } from '../../src/server/resume/analyse/resume-units';
import { scoreAts } from '../../src/server/resume/analyse/score-ats';
import { scoreContent } from '../../src/server/resume/analyse/score-content';
import { scoreFormat } from '../../src/server/resume/analyse/score-format';
import { scoreKeywords, titleShare } from '../../src/server/resume/analyse/score-keywords';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { loadJobFixtures } from '../helpers/job-fixtures';
import { sampleResume } from '../helpers/resume-samples';

const NOW = new Date('2025-07-01T00:00:00Z');
const clean = describeWrittenTraits(sampleResume);
const points = (items: Array<{ label: string; points: number }>, label: string) =>
  items.find((entry) => entry.label === label)?.points;

describe('the overall score', () => {
  it.each(loadJobFixtures().map((job) => [job.name, job] as const))(
    '%s: is the sum of four sub-scores of at most 25 each, held under the fit ceiling',
    (_name, job) => {
      const { score, breakdown } = scoreResume(sampleResume, createAnalysisContext(job, clean, NOW));
      const parts = [
        score.atsScore,
        score.keywordMatchScore,
        score.contentQualityScore,
        score.formattingScore,
      ];
      for (const part of parts) expect(part).toBeGreaterThanOrEqual(0);
      for (const part of parts) expect(part).toBeLessThanOrEqual(25);
      const sum = parts.reduce((total, part) => total + part, 0);
      const hits = matchKeywords(
        createAnalysisContext(job, clean, NOW).keywords,
        listResumeUnits(sampleResume),
      );
      expect(score.overallScore).toBeCloseTo(
        Math.round(Math.min(sum, fitCeiling(hits, titleShare(sampleResume, job))) * 10) / 10,
        6,
      );
      expect(score.atsScore).toBeCloseTo(
        breakdown.ats.reduce((sum, entry) => sum + entry.points, 0),
        6,
      );
      for (const entry of [
        ...breakdown.ats,
        ...breakdown.keywords,
        ...breakdown.content,
        ...breakdown.format,
      ])
        expect(entry.points).toBeLessThanOrEqual(entry.max);
    },
  );
});

describe('ATS parseability', () => {
  it('gives a clean one-column file with contact details in the body everything but length', () => {
    const { items } = scoreAts(sampleResume, clean);
    expect(points(items, 'Contact details in the body')).toBe(6);
    expect(points(items, 'Standard section headings')).toBe(5);
    expect(points(items, 'Readable, consistent dates')).toBe(7);
    expect(points(items, 'Single column, no tables or images')).toBe(3);
    expect(points(items, 'Length')).toBe(1);
  });

  it('takes points for columns, tables, images, contact in the header, odd headings and mixed dates', () => {
    const traits = {
      ...clean,
      hasColumns: true,
      hasTables: true,
      hasImages: true,
      hasContactInHeader: true,
      headings: [...clean.headings, { text: 'My Journey', section: 'experience' as const }],
    };
    const mixed: ParsedResume = {
      ...sampleResume,
      experience: sampleResume.experience.map((role, index) =>
        index === 1 ? { ...role, startDate: '06/2015', endDate: '2020' } : role,
      ),
    };
    const { items } = scoreAts(mixed, traits);
    expect(points(items, 'Single column, no tables or images')).toBe(0);
    expect(points(items, 'Contact details in the body')).toBe(5);
    expect(points(items, 'Standard section headings')).toBeCloseTo(2 + (3 * 6) / 7, 1);
    expect(points(items, 'Readable, consistent dates')).toBe(6);
  });

  it('lets what only the file decides cost at most 4 points, so formats score alike', () => {
    const worst = {
      ...clean,
      hasColumns: true,
      hasTables: true,
      hasImages: true,
      hasTextBoxes: true,
      hasContactInHeader: true,
    };
    expect(scoreAts(sampleResume, clean).points - scoreAts(sampleResume, worst).points).toBe(4);
  });
});

describe('keywords', () => {
  it('is 20 times the weighted share, each keyword by its credit, and 5 for the title', () => {
    const job = {
      position: 'Director of IT Operations',
      company: '',
      description: 'ITIL. ServiceNow. IT service management.',
      requirements: null,
      details: null,
    };
    const keywords = extractJobKeywords(job);
    const hits = matchKeywords(keywords, listResumeUnits(sampleResume));
    const total = keywords.reduce((sum, keyword) => sum + keyword.weight, 0);
    const earned = hits.reduce((sum, hit) => sum + hit.keyword.weight * hit.credit, 0);
    const title = titleShare(sampleResume, job);
    expect(scoreKeywords(hits, sampleResume, job).points).toBeCloseTo(
      Math.round(((20 * earned) / total + 5 * title) * 10) / 10,
      6,
    );
    expect(scoreKeywords([], sampleResume, job).points).toBe(12.5);
  });
});

describe('content quality', () => {
  it('rewards numbers, strong verbs in the right tense, bullets of a readable length and a recent role', () => {
    const { items } = scoreContent(sampleResume, [], NOW);
    expect(points(items, 'Quantified results')).toBe(8);
    expect(points(items, 'Action verbs')).toBe(7);
    expect(points(items, 'Recency')).toBe(4.5);
    const weak: ParsedResume = {
      ...sampleResume,
      experience: sampleResume.experience.map((role) => ({
        ...role,
        endDate: role.endDate === 'Present' ? 'June 2019' : role.endDate,
        bullets: ['Responsible for servers', 'Worked on things'],
      })),
      achievements: [],
    };
    const scored = scoreContent(weak, [], NOW).items;
    expect(points(scored, 'Quantified results')).toBe(0);
    expect(points(scored, 'Action verbs')).toBe(0);
    expect(points(scored, 'Bullet length')).toBe(0);
    expect(points(scored, 'Recency')).toBe(2);
  });
});

describe('format', () => {
  it('wants a summary of 30-110 words, 6-30 skills, complete roles and bullets in proportion', () => {
    const sample = scoreFormat(sampleResume).items;
    expect(points(sample, 'Skills section')).toBe(5);
    expect(points(sample, 'Complete roles')).toBe(5);
    expect(points(sample, 'Consistency')).toBe(5);
    // The third role has two bullets: recent roles want three to seven.
    expect(points(sample, 'Bullets in proportion')).toBeCloseTo(3.3, 6);
    const crowded: ParsedResume = {
      ...sampleResume,
      summary: '',
      skills: ['One'],
      experience: sampleResume.experience.map((role) => ({
        ...role,
        company: '',
        bullets: Array.from(
          { length: 9 },
          (_, index) => `Bullet number ${index} about servers and networks.`,
        ),
      })),
    };
    const { items } = scoreFormat(crowded);
    expect(points(items, 'Professional summary')).toBe(0);
    expect(points(items, 'Skills section')).toBe(2.5);
    expect(points(items, 'Complete roles')).toBe(0);
    expect(points(items, 'Bullets in proportion')).toBe(0);
  });
});

describe('analyseResume', () => {
  it('reports strengths, improvements, keywords with places and suggestions that say where', () => {
    const job = loadJobFixtures().find((entry) => entry.name === 'director-it-operations');
    if (!job) throw new Error('fixture missing');
    const analysis = analyseResume(sampleResume, createAnalysisContext(job, clean, NOW));
    expect(analysis.jobTitle).toBe('Director of IT Operations');
    expect(analysis.matchedKeywords).toEqual(
      expect.arrayContaining(['ITIL', 'Active Directory', 'Microsoft 365']),
    );
    expect(analysis.missingKeywords).toEqual(expect.arrayContaining(['ServiceNow']));
    expect(analysis.strengthAreas.length).toBeGreaterThan(0);
    expect(analysis.improvementAreas.join(' ')).toMatch(/Missing \d+ of \d+ keywords/);
    expect(
      analysis.suggestions.some((text) =>
        /"ServiceNow" to a bullet under Director of IT Operations, Lakeshore Logistics/.test(text),
      ),
    ).toBe(true);
    expect(analysis.insights).toMatch(/^\d+% match for Director of IT Operations at Harborline Health\./);
  });
});
