import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { getDocumentProxy } from 'unpdf';
import { createAnalysisContext, describeWrittenTraits } from '../src/server/resume/analyse/analyse';
import { checkCoverLetter } from '../src/server/resume/cover-letter/check-cover-letter';
import { draftCoverLetter } from '../src/server/resume/cover-letter/draft-cover-letter';
import { parseResumeFile } from '../src/server/resume/parse/parse-file';
import { tailorResume } from '../src/server/resume/tailor/tailor';
import { writeResumeDocx } from '../src/server/resume/write-docx';
import { writeResumePdf } from '../src/server/resume/write-pdf';
import { designFor, resumeTemplates } from '../src/shared/resume/layout/resume-design';
import type { ParsedResume } from '../src/shared/resume/parsed-resume';
import { readCorpusPostings, readCorpusResumes } from '../tests/helpers/corpus-pairs';
import { sampleResume } from '../tests/helpers/resume-samples';

type Row = { figure: string; value: string; budget: string };

const RUNS = 9;
const content = ({ jsonResumeSource: _source, ...rest }: ParsedResume) => rest;

async function pdfPages(bytes: Buffer): Promise<number> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const pages = document.numPages;
  await document.destroy();
  return pages;
}

/** Pages of each Word file as LibreOffice lays it out (metric twins of Word's fonts installed), or null without it. */
function wordPages(files: Array<{ name: string; bytes: Buffer }>): Map<string, number> | null {
  const folder = mkdtempSync(path.join(tmpdir(), 'resume-word-pages-'));
  try {
    for (const file of files) writeFileSync(path.join(folder, `${file.name}.docx`), file.bytes);
    execFileSync(
      'soffice',
      [
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        folder,
        ...files.map((file) => path.join(folder, `${file.name}.docx`)),
      ],
      { stdio: 'ignore', timeout: 600_000 },
    );
    const pages = new Map<string, number>();
    for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.pdf'))) {
      const info = execFileSync('pdfinfo', [path.join(folder, name)]).toString();
      pages.set(name.replace(/\.pdf$/, ''), Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0));
    }
    return pages;
  } catch {
    return null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function median(samples: number[]): { median: number; runs: string } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    runs: samples.map((value) => value.toFixed(0)).join(', '),
  };
}

/**
 * Per template over the corpus: the round trip through Word and PDF read back by our parser, and
 * Word and PDF page counts side by side; cover letters over every corpus resume × posting (claims
 * the resume does not support, time offline); and the PDF of a two-page resume, every run printed.
 */
export async function benchResumeTemplates(): Promise<Row[]> {
  const rows: Row[] = [];
  const corpus = await readCorpusResumes();
  for (const template of resumeTemplates) {
    const design = designFor(template);
    let same = 0;
    let widest = 0;
    const words: Array<{ name: string; bytes: Buffer }> = [];
    const pdfs = new Map<string, number>();
    for (const { name, resume } of corpus) {
      const docx = await writeResumeDocx(resume, design);
      const pdf = await writeResumePdf(resume, design);
      const fromWord = (await parseResumeFile(docx, 'docx')).resume;
      const fromPdf = (await parseResumeFile(pdf, 'pdf')).resume;
      if (
        isDeepStrictEqual(content(fromWord), content(resume)) &&
        isDeepStrictEqual(content(fromPdf), content(resume))
      )
        same++;
      words.push({ name, bytes: docx });
      pdfs.set(name, await pdfPages(pdf));
    }
    const word = wordPages(words);
    for (const [name, pages] of word ?? [])
      widest = Math.max(widest, Math.abs(pages - (pdfs.get(name) ?? pages)));
    rows.push({
      figure: `resume template ${template}: corpus round trip (Word and PDF read back the same)`,
      value: `${same}/${corpus.length} (${((100 * same) / corpus.length).toFixed(0)}%)`,
      budget: '100%',
    });
    rows.push({
      figure: `resume template ${template}: Word vs PDF pages, widest gap over the corpus`,
      value: word
        ? `${widest} page${widest === 1 ? '' : 's'} (PDF ${[...pdfs.values()].join('/')}; Word ${[...word.values()].join('/')})`
        : 'no LibreOffice',
      budget: '<= 1 page',
    });
  }

  const postings = readCorpusPostings();
  let unsupported = 0;
  let letters = 0;
  const letterMs: number[] = [];
  for (const { resume } of corpus.filter((entry) => entry.resume.experience.length > 0)) {
    for (const posting of postings) {
      const job = { ...posting, company: 'Northwind' };
      const context = createAnalysisContext(job, describeWrittenTraits(resume), new Date());
      const tailored = tailorResume(resume, context).resume;
      const started = performance.now();
      const letter = draftCoverLetter(tailored, job, context);
      letterMs.push(performance.now() - started);
      letters++;
      if (checkCoverLetter(letter, tailored, job).length > 0) unsupported++;
    }
  }
  const letterTime = median(letterMs);
  rows.push(
    {
      figure: 'cover letter: unsupported claims over every corpus resume × posting',
      value: `${unsupported} of ${letters} letters`,
      budget: '0',
    },
    {
      figure: 'cover letter: draft offline, median of every pair',
      value: `${letterTime.median.toFixed(1)} ms (slowest ${Math.max(...letterMs).toFixed(1)})`,
      budget: '< 300 ms',
    },
  );

  // A resume that takes two pages in Classic: the first corpus resume that does.
  const classic = designFor('classic');
  let twoPage: ParsedResume = sampleResume;
  for (const { resume } of corpus) {
    if ((await pdfPages(await writeResumePdf(resume, classic))) === 2) {
      twoPage = resume;
      break;
    }
  }
  const pages = await pdfPages(await writeResumePdf(twoPage, classic));
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await writeResumePdf(twoPage, classic);
    samples.push(performance.now() - started);
  }
  const pdfTime = median(samples);
  rows.push({
    figure: `resume PDF of a ${pages}-page resume (Classic), median of ${RUNS} (runs: ${pdfTime.runs} ms)`,
    value: `${pdfTime.median.toFixed(0)} ms`,
    budget: '< 1 s',
  });
  return rows;
}
