import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';
import type { ParsedFile } from '../../src/server/resume/parse/text-to-resume';
import { type CorpusScore, type ScoredResume, scoreCorpus, type TruthResume } from './parse-score';

/**
 * Real resumes that people wrote and published (../shared/corpus/resumes-real*), read where they
 * lie and never copied into the repository. The committed split (tests/fixtures/real-corpus/
 * split.json, names only, from scripts/split-real-corpus.mjs) says which half the reader may be
 * tuned on and which half only checks it.
 */
export const REAL_CORPUS_DIR = path.join(import.meta.dirname, '../../../shared/corpus');
const FOLDERS = ['resumes-real', 'resumes-real-docs'] as const;

export type RealHalf = 'tuning' | 'check';
type Split = { seed: number; tuning: string[]; check: string[] };

export function readRealSplit(): Split {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../fixtures/real-corpus/split.json'), 'utf8'),
  ) as Split;
}

/** Why the real corpus cannot be read here, or null when it can. */
export function realCorpusMissing(): string | null {
  const absent = FOLDERS.filter((folder) => !existsSync(path.join(REAL_CORPUS_DIR, folder, 'truth.json')));
  return absent.length === 0
    ? null
    : `the real-resume corpus is not on this machine (${absent.map((folder) => `../shared/corpus/${folder}`).join(', ')} missing); it is kept outside the repository because the resumes are real people's`;
}

/** Truth for every real file, keyed "folder/file". */
export function loadRealTruth(): Record<string, TruthResume> {
  const truth: Record<string, TruthResume> = {};
  for (const folder of FOLDERS) {
    const own = JSON.parse(readFileSync(path.join(REAL_CORPUS_DIR, folder, 'truth.json'), 'utf8')) as Record<
      string,
      TruthResume
    >;
    for (const [file, value] of Object.entries(own)) truth[`${folder}/${file}`] = value;
  }
  return truth;
}

export function readRealFile(key: string): Buffer {
  return readFileSync(path.join(REAL_CORPUS_DIR, key));
}

/** One real file read as an upload would be: its kind from its bytes, then the reader. */
export async function parseRealFile(key: string): Promise<ParsedFile> {
  const bytes = readRealFile(key);
  return parseResumeFile(bytes, await detectResumeFile(bytes, key));
}

export type RealCorpusScores = { all: CorpusScore; tuning: CorpusScore; check: CorpusScore };

/** Every real file parsed once and scored: both folders together and each half alone. */
export async function scoreRealCorpus(halves: RealHalf[] = ['tuning', 'check']): Promise<RealCorpusScores> {
  const truth = loadRealTruth();
  const split = readRealSplit();
  const wanted = new Set(halves.flatMap((half) => split[half]));
  const parsed: Record<string, ScoredResume | null> = {};
  for (const key of Object.keys(truth)) {
    if (!wanted.has(key)) continue;
    parsed[key] = await parseRealFile(key)
      .then((file) => file.resume)
      .catch(() => null);
  }
  const pick = (keys: string[]) =>
    Object.fromEntries(keys.filter((key) => wanted.has(key)).map((key) => [key, truth[key] as TruthResume]));
  return {
    all: scoreCorpus(pick([...split.tuning, ...split.check]), parsed),
    tuning: scoreCorpus(pick(split.tuning), parsed),
    check: scoreCorpus(pick(split.check), parsed),
  };
}
