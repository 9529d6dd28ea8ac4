import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { siteContent } from '../content';
import {
  analyseResume,
  createAnalysisContext,
  describeWrittenTraits,
} from '../src/server/resume/analyse/analyse';
import { buildResumeFromContent } from '../src/server/resume/content-resume';
import { parseResumeFile } from '../src/server/resume/parse/parse-file';
import { tailorResume } from '../src/server/resume/tailor/tailor';
import { loadJobFixtures } from '../tests/helpers/job-fixtures';

const RUNS = 15;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2));
}

async function time(run: () => unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Median milliseconds (pure calls, no HTTP, after one warm-up run) for: reading the committed
 * two-page PDF into a resume; a full match analysis against each saved job posting (keywords
 * extracted from the posting included); tailoring the site content's resume to those postings,
 * every analyse → adjust round included. Budgets (issue 8): < 1000, < 100, < 300. Not pass/fail.
 */
export async function benchResume(): Promise<{ parsePdfMs: number; analyseMs: number; tailorMs: number }> {
  const pdf = readFileSync(path.join(import.meta.dirname, '../tests/fixtures/resumes/two-page.pdf'));
  const base = buildResumeFromContent(siteContent);
  const jobs = loadJobFixtures();
  const traits = describeWrittenTraits(base);
  const job = (run: number) => jobs[run % jobs.length] ?? jobs[0];
  const parse = () => parseResumeFile(pdf, 'pdf');
  const analyse = (run: number) => {
    const posting = job(run);
    if (posting) analyseResume(base, createAnalysisContext(posting, traits));
  };
  const tailor = (run: number) => {
    const posting = job(run);
    if (posting) tailorResume(base, createAnalysisContext(posting, traits));
  };
  await parse();
  analyse(0);
  tailor(0);
  const parseSamples: number[] = [];
  const analyseSamples: number[] = [];
  const tailorSamples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    parseSamples.push(await time(parse));
    analyseSamples.push(await time(() => analyse(run)));
    tailorSamples.push(await time(() => tailor(run)));
  }
  return {
    parsePdfMs: median(parseSamples),
    analyseMs: median(analyseSamples),
    tailorMs: median(tailorSamples),
  };
}
