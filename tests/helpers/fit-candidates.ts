import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteContent } from '../../content';
import type { JobText } from '../../src/server/resume/analyse/keywords';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { plainTraits } from '../../src/server/resume/parse/source-lines';
import type { DocumentTraits } from '../../src/shared/resume/parse-report';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

/*
 * The ranking check of the match score, shared by its test and `npm run bench`: resumes of
 * several fields, and for each corpus posting the fields it is for.
 */
const corpus = path.join(import.meta.dirname, '../fixtures/corpus');

/** A corpus posting: its first line is the title, the rest the posting as published. */
export function readPosting(file: string): JobText {
  const [title = '', ...rest] = readFileSync(path.join(corpus, 'jobs', file), 'utf8').split('\n');
  return {
    position: title.replace(/\s[—–-]\s.*$/, ''),
    company: '',
    description: rest.join('\n'),
    requirements: null,
    details: null,
  };
}

const writtenTraits: DocumentTraits = { ...plainTraits('docx'), headings: [] };

/** Public resumes of several fields, and the site owner's (IT operations and security). */
export async function readCandidates(): Promise<
  Record<string, { resume: ParsedResume; traits: DocumentTraits }>
> {
  const candidates: Record<string, { resume: ParsedResume; traits: DocumentTraits }> = {
    'IT leader (site)': { resume: buildResumeFromContent(siteContent), traits: writtenTraits },
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
export const expectations: Array<[string, string[]]> = [
  ['gitlab-director-it-operations.txt', ['IT leader (site)']],
  ['gitlab-manager-it.txt', ['IT leader (site)']],
  ['gitlab-it-helpdesk-analyst.txt', ['IT leader (site)']],
  ['rm-frontend-eng.txt', ['front-end engineer (rm-barry_allen)', 'web developer (rr-pikachu)']],
  ['rm-product-manager.txt', ['product manager (rm-alfred)']],
];
