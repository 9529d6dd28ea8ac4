import { describe, expect, it } from 'vitest';
import { createAnalysisContext, scoreResume } from '../../src/server/resume/analyse/analyse';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { readCorpusPostings, readCorpusResumes } from '../helpers/corpus-pairs';
import { asEveryFormat } from '../helpers/resume-formats';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('the same resume as Word, PDF and plain text', () => {
  it('scores within 5 points against every corpus posting (spread printed)', async () => {
    const postings = readCorpusPostings();
    // Every third corpus resume: the public templates repeat one person, so this covers each layout family.
    const resumes = (await readCorpusResumes()).filter((_, index) => index % 3 === 0);
    const spreads: string[] = [];
    let widest = 0;
    for (const { name, resume } of resumes) {
      const files = await asEveryFormat(resume);
      const parsed = await Promise.all(files.map(([kind, bytes]) => parseResumeFile(bytes, kind)));
      for (const posting of postings) {
        const scores = parsed.map(
          (file) =>
            scoreResume(file.resume, createAnalysisContext(posting, file.report.traits, NOW)).score
              .overallScore,
        );
        const spread = Math.max(...scores) - Math.min(...scores);
        widest = Math.max(widest, spread);
        if (spread > 0) spreads.push(`${name} × ${posting.name}: ${scores.join(' / ')}`);
      }
    }
    console.info(`widest spread across formats: ${widest.toFixed(1)} points\n${spreads.join('\n')}`);
    expect(widest).toBeLessThanOrEqual(5);
    // Six resumes in three formats, read back and scored against seven postings: seconds, not milliseconds.
  }, 60_000);
});
