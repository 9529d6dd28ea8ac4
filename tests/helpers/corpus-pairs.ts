import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobText } from '../../src/server/resume/analyse/keywords';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

const corpus = path.join(import.meta.dirname, '../fixtures/corpus');

export type CorpusPosting = JobText & { name: string };

/** A corpus posting: its first line is the title, the rest the posting as published. */
export function readCorpusPostings(): CorpusPosting[] {
  return readdirSync(path.join(corpus, 'jobs'))
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const [title = '', ...rest] = readFileSync(path.join(corpus, 'jobs', file), 'utf8').split('\n');
      return {
        name: file.replace(/\.txt$/, ''),
        position: title.replace(/\s[—–-]\s.*$/, ''),
        company: '',
        description: rest.join('\n'),
        requirements: null,
        details: null,
      };
    });
}

/** Every corpus resume as the parser reads it from its PDF. */
export async function readCorpusResumes(): Promise<Array<{ name: string; resume: ParsedResume }>> {
  const files = readdirSync(corpus)
    .filter((file) => file.endsWith('.pdf'))
    .sort();
  const resumes = [];
  for (const file of files) {
    const parsed = await parseResumeFile(readFileSync(path.join(corpus, file)), 'pdf');
    resumes.push({ name: file.replace(/\.pdf$/, ''), resume: parsed.resume });
  }
  return resumes;
}
