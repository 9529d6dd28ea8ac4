import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { ParsedFile } from '../../src/server/resume/parse/text-to-resume';
import { type CorpusScore, type ScoredResume, scoreCorpus, type TruthResume } from './parse-score';

export const CORPUS_DIR = path.join(import.meta.dirname, '../fixtures/corpus');

export function loadCorpusTruth(): Record<string, TruthResume> {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')) as Record<string, TruthResume>;
}

export function corpusFiles(): string[] {
  return readdirSync(CORPUS_DIR).filter((file) => /\.(pdf|docx|txt)$/.test(file));
}

const kindOf = (file: string) => path.extname(file).slice(1) as 'pdf' | 'docx' | 'txt';

export async function parseCorpusFile(file: string): Promise<ParsedFile> {
  return parseResumeFile(readFileSync(path.join(CORPUS_DIR, file)), kindOf(file));
}

/** Every corpus file parsed by our parser and scored against its truth. */
export async function scoreOurParser(): Promise<CorpusScore & { parsed: Record<string, ScoredResume> }> {
  const truth = loadCorpusTruth();
  const parsed: Record<string, ScoredResume> = {};
  for (const file of Object.keys(truth)) parsed[file] = (await parseCorpusFile(file)).resume;
  return { ...scoreCorpus(truth, parsed), parsed };
}
