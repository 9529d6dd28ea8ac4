import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractJobPosting } from '../../src/server/services/jobs/job-posting/extract-job-posting';
import type { ParsedJobPosting } from '../../src/shared/api/job-parse-url';
import {
  CHECK_POSTINGS_DIR,
  POSTING_LAYOUTS,
  type PostingLayout,
  type PostingText,
  postingUnits,
  readPostingsIn,
  renderPostingPage,
} from './posting-pages';

/** What a reader of the posting would file: hand-labelled for the check half, read off the tuning half. */
export type PostingTruth = {
  position: string;
  company: string;
  salary: string | null;
  /** Each requirement by its opening words. */
  requirements: string[];
};

export type PageScore = {
  name: string;
  layout: PostingLayout;
  hasJsonLd: boolean;
  /** Characters of the posting's headings, paragraphs and items found in the saved details. */
  textFound: number;
  textTotal: number;
  /** Characters of the saved details that are not the posting's (navigation, similar jobs, …). */
  noise: number;
  saved: number;
  requirementsFound: number;
  requirementsTotal: number;
  isPositionRight: boolean;
  isCompanyRight: boolean;
  isSalaryRight: boolean;
};

const normalise = (text: string) =>
  text.toLowerCase().replace(/[•*]/g, ' ').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

export function readCheckTruth(): Record<string, PostingTruth> {
  const raw = JSON.parse(readFileSync(path.join(CHECK_POSTINGS_DIR, 'posting-truth.json'), 'utf8')) as Record<
    string,
    PostingTruth | string
  >;
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, PostingTruth] => typeof entry[1] !== 'string'),
  );
}

/** The tuning half states its parts plainly: the items under "Requirements" or "What you'll bring". */
export function readTuningTruth(posting: PostingText): PostingTruth {
  const requirements = posting.blocks.flatMap((block, index) => {
    const heading = posting.blocks[index - 1];
    const isRequired = heading?.kind === 'heading' && /requirements|what you'll bring/i.test(heading.text);
    return block.kind === 'list' && isRequired ? block.items : [];
  });
  return { position: posting.position, company: posting.company, salary: null, requirements };
}

export function scorePage(
  posting: PostingText,
  truth: PostingTruth,
  layout: PostingLayout,
  hasJsonLd: boolean,
): PageScore {
  const page = renderPostingPage(posting, layout, { jsonLd: hasJsonLd });
  const fields: ParsedJobPosting = extractJobPosting({
    url: `https://jobs.example.com/view/${posting.name}`,
    contentType: 'text/html',
    body: page,
  });
  const details = normalise(fields.details ?? '');
  const units = postingUnits(posting);
  const whole = normalise(units.join('\n'));
  const savedLines = (fields.details ?? '').split('\n').map(normalise).filter(Boolean);
  const requirements = normalise(fields.requirements ?? '');
  return {
    name: posting.name,
    layout,
    hasJsonLd,
    textFound: units
      .filter((unit) => details.includes(normalise(unit)))
      .reduce((sum, unit) => sum + unit.length, 0),
    textTotal: units.reduce((sum, unit) => sum + unit.length, 0),
    noise: savedLines.filter((line) => !whole.includes(line)).reduce((sum, line) => sum + line.length, 0),
    saved: savedLines.reduce((sum, line) => sum + line.length, 0),
    requirementsFound: truth.requirements.filter((item) => requirements.includes(normalise(item))).length,
    requirementsTotal: truth.requirements.length,
    isPositionRight: fields.position === truth.position,
    isCompanyRight: fields.company === truth.company,
    isSalaryRight: (fields.salary ?? null) === truth.salary,
  };
}

export function scorePostings(
  postings: PostingText[],
  truthOf: (posting: PostingText) => PostingTruth,
): PageScore[] {
  return postings.flatMap((posting) =>
    POSTING_LAYOUTS.flatMap((layout) =>
      [false, true].map((hasJsonLd) => scorePage(posting, truthOf(posting), layout, hasJsonLd)),
    ),
  );
}

export type RecallSummary = {
  pages: number;
  textRecall: number;
  noise: number;
  requirementsRecall: number;
  positions: number;
  companies: number;
  salaries: number;
};

export function summarise(scores: PageScore[]): RecallSummary {
  const sum = (pick: (score: PageScore) => number) => scores.reduce((total, score) => total + pick(score), 0);
  return {
    pages: scores.length,
    textRecall: sum((score) => score.textFound) / sum((score) => score.textTotal),
    noise:
      sum((score) => score.noise) /
      Math.max(
        1,
        sum((score) => score.saved),
      ),
    requirementsRecall: sum((score) => score.requirementsFound) / sum((score) => score.requirementsTotal),
    positions: scores.filter((score) => score.isPositionRight).length,
    companies: scores.filter((score) => score.isCompanyRight).length,
    salaries: scores.filter((score) => score.isSalaryRight).length,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** One line per page and a summary line, as the test prints them. */
export function formatScores(label: string, scores: PageScore[]): string[] {
  const lines = scores.map(
    (score) =>
      `${score.name.padEnd(32)} ${score.layout.padEnd(13)} ${score.hasJsonLd ? 'JSON-LD   ' : 'no JSON-LD'} text ${percent(score.textFound / score.textTotal).padStart(6)} noise ${percent(score.noise / Math.max(1, score.saved)).padStart(6)} requirements ${score.requirementsFound}/${score.requirementsTotal}${score.isPositionRight ? '' : ' position wrong'}${score.isCompanyRight ? '' : ' company wrong'}${score.isSalaryRight ? '' : ' salary wrong'}`,
  );
  for (const hasJsonLd of [false, true]) {
    const summary = summarise(scores.filter((score) => score.hasJsonLd === hasJsonLd));
    lines.push(
      `${label}, ${hasJsonLd ? 'with' : 'without'} JSON-LD (${summary.pages} pages): posting text recall ${percent(summary.textRecall)}, noise ${percent(summary.noise)}, requirements recall ${percent(summary.requirementsRecall)}, position ${summary.positions}/${summary.pages}, company ${summary.companies}/${summary.pages}, pay right ${summary.salaries}/${summary.pages}`,
    );
  }
  return lines;
}

export const readCheckPostings = () => readPostingsIn(CHECK_POSTINGS_DIR);
