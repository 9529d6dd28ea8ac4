import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { createAnalysisContext, scoreResume } from '../../src/server/resume/analyse/analyse';
import type { JobText } from '../../src/server/resume/analyse/keywords';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { DocumentTraits } from '../../src/shared/resume/parse-report';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

const corpus = path.join(import.meta.dirname, '../fixtures/corpus');

/** A corpus posting: its first line is the title, the rest the posting as published. */
function readPosting(file: string): JobText {
  const [title = '', ...rest] = readFileSync(path.join(corpus, 'jobs', file), 'utf8').split('\n');
  return {
    position: title.replace(/\s[—–-]\s.*$/, ''),
    company: '',
    description: rest.join('\n'),
    requirements: null,
    details: null,
  };
}

const plainTraits: DocumentTraits = {
  format: 'docx',
  pageCount: null,
  hasColumns: false,
  hasTables: false,
  hasImages: false,
  hasTextBoxes: false,
  hasContactInHeader: false,
  headings: [],
};

/** Public resumes of several fields, and the site owner's (IT operations and security). */
async function readCandidates(): Promise<Record<string, { resume: ParsedResume; traits: DocumentTraits }>> {
  const candidates: Record<string, { resume: ParsedResume; traits: DocumentTraits }> = {
    'IT leader (site)': { resume: buildResumeFromContent(siteContent), traits: plainTraits },
  };
  const files: Record<string, string> = {
    'product manager (rm-alfred)': 'rm-alfred.pdf',
    'front-end engineer (rm-barry_allen)': 'rm-barry_allen.pdf',
    'full-stack developer (rm-bruce_wayne)': 'rm-bruce_wayne.pdf',
    'ML engineer (rm-harvey_dent)': 'rm-harvey_dent.pdf',
    'Java developer (rm-john_doe)': 'rm-john_doe.pdf',
    'web developer (rr-pikachu)': 'rr-pikachu.pdf',
  };
  for (const [label, file] of Object.entries(files)) {
    const parsed = await parseResumeFile(readFileSync(path.join(corpus, file)), 'pdf');
    candidates[label] = { resume: parsed.resume, traits: parsed.report.traits };
  }
  return candidates;
}

/** Each posting, and the candidates whose field it is (either may come first). */
const expectations: Array<[string, string[]]> = [
  ['gitlab-director-it-operations.txt', ['IT leader (site)']],
  ['gitlab-manager-it.txt', ['IT leader (site)']],
  ['gitlab-it-helpdesk-analyst.txt', ['IT leader (site)']],
  ['rm-frontend-eng.txt', ['front-end engineer (rm-barry_allen)', 'web developer (rr-pikachu)']],
  ['rm-product-manager.txt', ['product manager (rm-alfred)']],
];

describe('match scores rank the resume of the posting’s field first', () => {
  it('puts the matching field first for every posting (table printed)', async () => {
    const candidates = await readCandidates();
    const lines: string[] = [];
    const results: Array<{
      file: string;
      expected: string[];
      ranked: Array<{ label: string; score: number }>;
    }> = [];
    for (const [file, expected] of expectations) {
      const job = readPosting(file);
      const ranked = Object.entries(candidates)
        .map(([label, { resume, traits }]) => ({
          label,
          score: scoreResume(resume, createAnalysisContext(job, traits)).score.overallScore,
        }))
        .sort((a, b) => b.score - a.score);
      lines.push(`${file.padEnd(36)} ${ranked.map((entry) => `${entry.label} ${entry.score}`).join(' | ')}`);
      results.push({ file, expected, ranked });
    }
    console.log(`ranking by overall match\n${lines.join('\n')}`);
    for (const { file, expected, ranked } of results) {
      expect(expected, file).toContain(ranked[0]?.label);
      expect((ranked[0]?.score ?? 0) - (ranked[1]?.score ?? 0), file).toBeGreaterThan(0);
    }
  }, 60_000);

  it('holds a resume from another field near the floor when it shows none of the required keywords', async () => {
    const candidates = await readCandidates();
    const job = readPosting('gitlab-director-it-operations.txt');
    const developer = candidates['web developer (rr-pikachu)'];
    if (!developer) throw new Error('candidate missing');
    const { score } = scoreResume(developer.resume, createAnalysisContext(job, developer.traits));
    expect(score.overallScore).toBeLessThan(40);
  }, 60_000);
});
