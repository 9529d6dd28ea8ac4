import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseResumeFile } from '../src/server/resume/parse/parse-file';
import { writeResumeDocx } from '../src/server/resume/write-docx';
import type { ParsedResume } from '../src/shared/resume/parsed-resume';
import { corpusFiles, parseCorpusFile, scoreOurParser } from '../tests/helpers/corpus';
import { realCorpusMissing, scoreRealCorpus } from '../tests/helpers/real-corpus';
import { benchOpenResume } from './open-resume';

const RUNS = 15;
const TWO_PAGE_PDF = path.join(import.meta.dirname, '../tests/fixtures/resumes/two-page.pdf');

type Row = { figure: string; value: string; budget: string };

const pct = (share: number) => `${(share * 100).toFixed(0)}%`;

/** What the Word round trip must keep, in a comparable form. */
function essentials(resume: ParsedResume): string {
  const { name, email, phone, location, education, skills, certifications } = resume;
  const roles = resume.experience.map(({ title, company, startDate, endDate, bullets }) => ({
    title,
    company,
    startDate,
    endDate,
    bullets,
  }));
  return JSON.stringify({ name, email, phone, location, roles, education, skills, certifications });
}

async function roundTripShare(): Promise<number> {
  const files = corpusFiles();
  let same = 0;
  for (const file of files) {
    const parsed = (await parseCorpusFile(file)).resume;
    const back = (await parseResumeFile(await writeResumeDocx(parsed), 'docx')).resume;
    if (essentials(back) === essentials(parsed)) same++;
  }
  return files.length ? same / files.length : 0;
}

/** Milliseconds to parse the committed two-page PDF: median, fastest and slowest of RUNS after a warm-up. */
async function parseTimes(): Promise<{ median: number; min: number; max: number }> {
  const pdf = readFileSync(TWO_PAGE_PDF);
  await parseResumeFile(pdf, 'pdf');
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await parseResumeFile(pdf, 'pdf');
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)] ?? 0,
    min: samples[0] ?? 0,
    max: samples.at(-1) ?? 0,
  };
}

/**
 * The real resumes beside the repository (../shared/corpus/resumes-real*): both folders together
 * and each half of the committed split, the check half being files the reader was not tuned on.
 */
async function realCorpusRows(): Promise<Row[]> {
  const missing = realCorpusMissing();
  if (missing) return [{ figure: 'real resumes', value: `not run: ${missing}`, budget: '-' }];
  const scores = await scoreRealCorpus();
  const rows = (label: string, score: (typeof scores)['all'], budgets: [string, string, string]): Row[] => [
    { figure: `real resumes ${label}: roles found`, value: pct(score.roleRecall), budget: budgets[0] },
    {
      figure: `real resumes ${label}: role fields right`,
      value: pct(score.roleFieldRecall),
      budget: budgets[1],
    },
    { figure: `real resumes ${label}: field recall`, value: pct(score.fieldRecall), budget: budgets[2] },
  ];
  return [
    ...rows('both folders', scores.all, ['>= 95%', '>= 90%', '>= 90%']),
    ...rows('tuning half', scores.tuning, ['-', '-', '-']),
    ...rows('check half', scores.check, ['>= 90%', '-', '>= 85%']),
  ];
}

/**
 * Parsing figures (issue 15): the public corpus scored field by field against its truth
 * (tests/fixtures/corpus), the Word round trip over every corpus file, and the two-page PDF's
 * parse time, then open-resume's parser on the same PDFs when a checkout is given (bench/open-resume.ts).
 */
export async function benchResumeParsing(): Promise<Row[]> {
  const score = await scoreOurParser();
  const roundTrip = await roundTripShare();
  const times = await parseTimes();
  return [
    { figure: 'resume corpus: roles found', value: pct(score.roleRecall), budget: '>= 95%' },
    { figure: 'resume corpus: role fields right', value: pct(score.roleFieldRecall), budget: '>= 90%' },
    { figure: 'resume corpus: overall field recall', value: pct(score.fieldRecall), budget: '>= 90%' },
    { figure: 'resume corpus: Word round trip exact', value: pct(roundTrip), budget: '100%' },
    {
      figure: 'resume: parse a two-page PDF (median, min-max)',
      value: `${times.median.toFixed(0)} ms (${times.min.toFixed(0)}-${times.max.toFixed(0)})`,
      budget: '< 1 s',
    },
    ...(await realCorpusRows()),
    ...benchOpenResume(),
  ];
}

// `npx tsx bench/resume-corpus.ts` prints these figures alone, with the per-file lines.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const score = await scoreOurParser();
  for (const line of score.lines) console.log(line);
  console.log(`corpus: ${score.summary}`);
  console.table(await benchResumeParsing());
}
