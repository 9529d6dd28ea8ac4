import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { siteContent } from '../content';
import { buildResumeFromContent } from '../src/server/resume/content-resume';
import { fromJsonResume, toJsonResume } from '../src/server/resume/json-resume';
import { parseResumeFile } from '../src/server/resume/parse/parse-file';
import { writeResumeDocx } from '../src/server/resume/write-docx';
import { writeResumePdf } from '../src/server/resume/write-pdf';
import { jsonResumeSchema } from '../src/shared/api/resume-json';

const RUNS = 15;

type Figure = { median: number; low: number; high: number };

async function measure(run: () => unknown): Promise<Figure> {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)] ?? 0, low: samples[0] ?? 0, high: samples.at(-1) ?? 0 };
}

/**
 * Median milliseconds (lowest–highest of 15 runs, after one warm-up) for writing the site
 * content's resume as PDF and as Word, reading it back from Word 97 (.doc), and a JSON Resume
 * import → export of the official sample; plus whether that round trip gave every section back.
 */
export async function benchResumeFormats(): Promise<{
  writePdf: Figure;
  writeDocx: Figure;
  parseDoc: Figure;
  jsonRoundTrip: Figure;
  jsonLossless: boolean;
}> {
  const resume = buildResumeFromContent(siteContent);
  const fixtures = path.join(import.meta.dirname, '../tests/fixtures');
  const doc = readFileSync(path.join(fixtures, 'resumes/site-resume.doc'));
  const sample = jsonResumeSchema.parse(
    JSON.parse(readFileSync(path.join(fixtures, 'json-resume/sample.resume.json'), 'utf8')),
  );
  const roundTrip = () => toJsonResume(fromJsonResume(sample));
  const { meta: _exportedMeta, ...exported } = roundTrip();
  const { meta: _sampleMeta, ...original } = sample;
  return {
    writePdf: await measure(() => writeResumePdf(resume)),
    writeDocx: await measure(() => writeResumeDocx(resume)),
    parseDoc: await measure(() => parseResumeFile(doc, 'doc')),
    jsonRoundTrip: await measure(roundTrip),
    jsonLossless: isDeepStrictEqual(JSON.parse(JSON.stringify(exported)), original),
  };
}

export function formatFigure({ median, low, high }: Figure): string {
  const digits = median < 10 ? 2 : 0;
  return `${median.toFixed(digits)} ms (${low.toFixed(digits)}–${high.toFixed(digits)})`;
}
