import { describe, expect, it } from 'vitest';
import type { AssembledResume } from '../../src/server/resume/parse/assemble/assemble-resume';
import { findDoubts } from '../../src/server/resume/parse/check/doubts';
import { classifyLines } from '../../src/server/resume/parse/classify/classify-lines';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import { renderSampleText, sampleResume } from '../helpers/resume-samples';

const read = async (lines: string[]) => (await parseResumeFile(Buffer.from(lines.join('\n')), 'txt')).report;

const header = ['Noor Haddad', 'noor.haddad@example.com | (415) 555-0199 | Oakland, CA', ''];

describe('the review banner says what the reader doubts', () => {
  it('a role with eight or more bullets may hold several roles', async () => {
    const bullets = Array.from(
      { length: 12 },
      (_, index) => `- Shipped release ${index + 1} of the courier app`,
    );
    const report = await read([
      ...header,
      'EXPERIENCE',
      'Mobile Lead | Parcelwise | 2016 - 2024',
      ...bullets,
    ]);
    expect(report.doubts.map((doubt) => [doubt.kind, doubt.role])).toContainEqual(['merged-role', 0]);
    expect(report.roleConfidence[0]?.bullets).toBeLessThan(0.6);
  });

  it('a role with no title is named', async () => {
    const report = await read([
      ...header,
      'EXPERIENCE',
      'Parcelwise Inc. | 2016 - 2024',
      '- Ran the mobile team',
    ]);
    expect(report.doubts).toContainEqual(expect.objectContaining({ kind: 'missing-title', role: 0 }));
    expect(report.roleConfidence[0]?.title).toBe(0);
  });

  it('dates that are not dates are named', () => {
    const resume = {
      ...sampleResume,
      experience: [{ ...sampleResume.experience[0], startDate: 'Q3 FY21', endDate: 'Present' }],
    } as AssembledResume['resume'];
    const classified = classifyLines({ lines: [], traits: plainTraits('txt'), warnings: [] });
    const { doubts, roleConfidence } = findDoubts(classified, {
      resume,
      unplacedLines: [],
      hasName: true,
      roleReadings: ['words'],
    });
    expect(doubts).toContainEqual(expect.objectContaining({ kind: 'unparsed-date', role: 0 }));
    expect(doubts.find((doubt) => doubt.kind === 'unparsed-date')?.message).toMatch(/"Q3 FY21"/);
    expect(roleConfidence[0]?.dates).toBeLessThan(0.6);
  });

  it('a clean file gives no doubt and no warning, so the review can say all was read', async () => {
    const { report } = await parseResumeFile(Buffer.from(renderSampleText()), 'txt');
    expect(report.doubts).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.roleConfidence.every((role) => role.role >= 0.6)).toBe(true);
  });
});
