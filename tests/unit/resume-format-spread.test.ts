import { describe, expect, it } from 'vitest';
import { createAnalysisContext, scoreResume } from '../../src/server/resume/analyse/analyse';
import { parseResumeFile, type ResumeFileKind } from '../../src/server/resume/parse/parse-file';
import { layoutResume } from '../../src/server/resume/resume-blocks';
import { writeResumeFile } from '../../src/server/resume/resume-files';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';
import { readCorpusPostings, readCorpusResumes } from '../helpers/corpus-pairs';

const NOW = new Date('2026-11-01T00:00:00Z');

/** The resume as plain text, the way a word processor saves it: capitalised headings, "•" bullets. */
function asPlainText(resume: ParsedResume): string {
  return layoutResume(resume)
    .map((block) =>
      block.kind === 'bullet'
        ? `• ${block.text}`
        : block.kind === 'heading'
          ? `\n${block.text.toUpperCase()}`
          : block.text,
    )
    .join('\n');
}

async function asEveryFormat(resume: ParsedResume): Promise<Array<[ResumeFileKind, Buffer]>> {
  return [
    ['docx', (await writeResumeFile(resume, 'docx', 'resume.docx')).bytes],
    ['pdf', (await writeResumeFile(resume, 'pdf', 'resume.docx')).bytes],
    ['txt', Buffer.from(asPlainText(resume))],
  ];
}

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
  });
});
