import { describe, expect, it } from 'vitest';
import {
  findMatchingApplication,
  readResumeContent,
} from '../../src/client/features/resume/match-application';
import { startOfThisMonth } from '../../src/client/features/resume/this-month';
import { describeUploadFailure } from '../../src/client/features/resume/upload-base-resume';
import type { JobApplication } from '../../src/shared/api/job-applications';
import { diffWords } from '../../src/shared/resume/diff-words';
import { formatMegabytes } from '../../src/shared/text/format-megabytes';
import { sampleResume } from '../helpers/resume-samples';

const application = (id: number, company: string, position: string) =>
  ({ id, company, position }) as JobApplication;

describe('the page’s rules', () => {
  it('matches a tailored resume to the application whose company or position its title contains (§7)', () => {
    const applications = [application(1, 'Acme', 'Director of IT'), application(2, 'Globex', 'CISO')];
    expect(findMatchingApplication('Director of IT - Initech', applications)?.id).toBe(1);
    expect(findMatchingApplication('Head of Security - globex', applications)?.id).toBe(2);
    expect(findMatchingApplication('Something else', applications)).toBeUndefined();
  });

  it('shows file sizes in MB of 1024² bytes to two decimals (§9)', () => {
    expect(formatMegabytes(1_572_864, 2)).toBe('1.50 MB');
    expect(formatMegabytes(10_000, 2)).toBe('0.01 MB');
  });

  it('words upload failures as §8 says', () => {
    expect(describeUploadFailure(415, '{"message":"x","error":"Upload a PDF"}')).toBe('Upload a PDF');
    expect(describeUploadFailure(400, '{"message":"x"}')).toBe('Failed to upload resume');
    expect(describeUploadFailure(404, '<!doctype html><html></html>')).toBe(
      'Server returned HTML instead of JSON - check server routes',
    );
    expect(describeUploadFailure(502, 'Bad Gateway')).toBe('Server error: 502');
  });

  it('reads content that is valid JSON of the resume shape, and nothing else (the preview fallback)', () => {
    expect(readResumeContent(JSON.stringify(sampleResume))).toEqual(sampleResume);
    expect(readResumeContent('not json')).toBeNull();
    expect(readResumeContent('{"name": ""}')).toBeNull();
  });

  it('counts this month from the first day of the calendar month, local midnight', () => {
    const since = new Date(startOfThisMonth(new Date(2025, 6, 15, 13, 30)));
    expect(since.getTime()).toBe(new Date(2025, 6, 1).getTime());
    expect(new Date(2025, 5, 30, 23, 59).getTime()).toBeLessThan(since.getTime());
  });
});

describe('diffWords (Show Changes)', () => {
  it('marks exactly the words a change added', () => {
    const segments = diffWords(
      'Rolled out single sign-on to 42 apps',
      'Rolled out single sign-on (SSO) to 42 apps',
    );
    expect(
      segments.filter((segment) => segment.kind === 'added').map((segment) => segment.text.trim()),
    ).toEqual(['(SSO)']);
    expect(
      segments
        .filter((segment) => segment.kind !== 'removed')
        .map((segment) => segment.text)
        .join(''),
    ).toBe('Rolled out single sign-on (SSO) to 42 apps');
  });

  it('never marks a word the text already had, moved or with other punctuation', () => {
    const segments = diffWords(
      'Leads IT operations. Specializes in ITIL, vendor management and budgeting.',
      'Leads IT operations, specializing in vendor management, ITIL and budgeting.',
    );
    expect(
      segments.filter((segment) => segment.kind === 'added').map((segment) => segment.text.trim()),
    ).toEqual(['specializing']);
  });
});
