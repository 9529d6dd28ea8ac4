import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyseResume, createAnalysisContext, scoreResume } from '../src/server/resume/analyse/analyse';
import { parseResumeFile } from '../src/server/resume/parse/parse-file';
import { plainTraits } from '../src/server/resume/parse/source-lines';
import { findInventions } from '../src/server/resume/tailor/fact-check';
import { tailorResume } from '../src/server/resume/tailor/tailor';
import type { DocumentTraits } from '../src/shared/resume/parse-report';
import { readCorpusPostings, readCorpusResumes } from '../tests/helpers/corpus-pairs';
import { expectations, readCandidates, readPosting } from '../tests/helpers/fit-candidates';
import { asEveryFormat } from '../tests/helpers/resume-formats';

type Row = { figure: string; value: string; budget: string };

const NOW = new Date('2026-11-01T00:00:00Z');

/** For each corpus posting, the resumes by overall match (printed), and how often the field's resume is first. */
async function ranking(): Promise<Row> {
  const candidates = await readCandidates();
  let first = 0;
  console.log('\nranking by overall match');
  for (const [file, expected] of expectations) {
    const job = readPosting(file);
    const ranked = Object.entries(candidates)
      .map(([label, { resume, traits }]) => ({
        label,
        score: scoreResume(resume, createAnalysisContext(job, traits, NOW)).score.overallScore,
      }))
      .sort((a, b) => b.score - a.score);
    if (expected.includes(ranked[0]?.label ?? '')) first++;
    console.log(`  ${file.padEnd(34)} ${ranked.map((entry) => `${entry.label} ${entry.score}`).join(' | ')}`);
  }
  return {
    figure: "resume fit: the posting's field ranks first",
    value: `${first} of ${expectations.length} postings`,
    budget: 'all',
  };
}

/** The widest spread of one resume's score written as Word, PDF and text, over corpus resumes × postings. */
async function formatSpread(): Promise<Row> {
  const postings = readCorpusPostings();
  let widest = 0;
  for (const { resume } of await readCorpusResumes()) {
    const parsed = await Promise.all(
      (await asEveryFormat(resume)).map(([kind, bytes]) => parseResumeFile(bytes, kind)),
    );
    for (const posting of postings) {
      const scores = parsed.map(
        (file) =>
          scoreResume(file.resume, createAnalysisContext(posting, file.report.traits, NOW)).score
            .overallScore,
      );
      widest = Math.max(widest, Math.max(...scores) - Math.min(...scores));
    }
  }
  return {
    figure: 'resume fit: same resume as Word, PDF, text (widest spread)',
    value: `${widest.toFixed(1)} points`,
    budget: '<= 5',
  };
}

/** The corpus PDFs against the same resumes as laid-out text (`pdftotext -layout`, sidebars interleaved). */
async function layoutTextSpread(): Promise<Row> {
  const postings = readCorpusPostings();
  const corpus = path.join(import.meta.dirname, '../tests/fixtures/corpus');
  const spreads: number[] = [];
  for (const file of readdirSync(corpus).filter((name) => name.endsWith('.pdf'))) {
    const parsed = [
      await parseResumeFile(readFileSync(path.join(corpus, file)), 'pdf'),
      await parseResumeFile(
        readFileSync(path.join(corpus, 'layout-text', file.replace(/\.pdf$/, '.txt'))),
        'txt',
      ),
    ];
    for (const posting of postings) {
      const [a = 0, b = 0] = parsed.map(
        (entry) =>
          scoreResume(entry.resume, createAnalysisContext(posting, entry.report.traits, NOW)).score
            .overallScore,
      );
      spreads.push(Math.abs(a - b));
    }
  }
  return {
    figure: 'resume fit: same resume as PDF and as laid-out text (widest spread)',
    value: `${Math.max(...spreads).toFixed(1)} points (${spreads.filter((spread) => spread <= 5).length} of ${spreads.length} pairs within 5)`,
    budget: '<= 5',
  };
}

/** Tailoring every corpus resume to every corpus posting: keyword score rises, falls, inventions, times. */
async function tailoringPairs(): Promise<Row[]> {
  const postings = readCorpusPostings();
  let pairs = 0;
  let rises = 0;
  let falls = 0;
  let withRoom = 0;
  let risesWithRoom = 0;
  let invented = 0;
  let slowestAnalyse = 0;
  let slowestTailor = 0;
  for (const { resume } of await readCorpusResumes()) {
    for (const posting of postings) {
      // The first analysis of each posting includes reading the posting (and loading the model).
      let started = performance.now();
      const context = createAnalysisContext(posting, emptyTraits, NOW);
      analyseResume(resume, context);
      slowestAnalyse = Math.max(slowestAnalyse, performance.now() - started);
      const hits = scoreResume(resume, context).hits;
      started = performance.now();
      const result = tailorResume(resume, context);
      slowestTailor = Math.max(slowestTailor, performance.now() - started);
      const before = result.initialScore.keywordMatchScore;
      const after = result.finalScore.keywordMatchScore;
      // Room to rise honestly: a keyword the resume shows in other words than the posting's (a
      // synonym, related wording). A keyword named exactly in the skills list only could count
      // more only if the summary or bullets claimed it, which the base does not do.
      const hasRoom = hits.some((hit) => hit.credit > 0 && !hit.isExact);
      pairs++;
      if (hasRoom) withRoom++;
      if (after > before) {
        rises++;
        if (hasRoom) risesWithRoom++;
      }
      if (after < before) falls++;
      if (findInventions(resume, result.resume).length > 0) invented++;
    }
  }
  return [
    {
      figure: 'resume fit: keyword score rises after tailoring',
      value: `${rises} of ${pairs} pairs; of the ${withRoom} showing a keyword in other words than the posting's, ${risesWithRoom} rose`,
      budget: '>= 90%',
    },
    { figure: 'resume fit: keyword score falls after tailoring', value: `${falls} pairs`, budget: '0' },
    {
      figure: 'resume fit: tailored resumes stating what the base does not',
      value: `${invented} pairs`,
      budget: '0',
    },
    {
      figure: 'resume fit: slowest analysis / tailoring over the pairs',
      value: `${slowestAnalyse.toFixed(0)} ms (first reading of a posting) / ${slowestTailor.toFixed(0)} ms`,
      budget: '< 100 ms / < 300 ms',
    },
  ];
}

const emptyTraits: DocumentTraits = { ...plainTraits('pdf'), headings: [] };

/** The match score's budgets: ranking, format spread, tailoring over every corpus pair. */
export async function benchResumeFit(): Promise<Row[]> {
  return [await ranking(), await formatSpread(), await layoutTextSpread(), ...(await tailoringPairs())];
}
