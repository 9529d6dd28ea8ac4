import { resumeHeadings } from '../../../shared/resume/layout/resume-blocks';
import type { MatchAnalysis, MatchScore, ScoreBreakdown } from '../../../shared/resume/match-analysis';
import type { DocumentTraits } from '../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { describeAreas, describeInsights } from './describe-areas';
import { tallyKeywords } from './keyword-tally';
import { extractJobKeywords, type JobKeyword, type JobText } from './keywords';
import { type KeywordHit, matchKeywords } from './match-keywords';
import { listResumeUnits } from './resume-units';
import { scoreAts } from './score-ats';
import { scoreContent } from './score-content';
import { scoreFormat } from './score-format';
import { round1 } from './score-items';
import { scoreKeywords, titleShare } from './score-keywords';
import { listSuggestions } from './suggestions';

/** What stays the same while a resume is scored again and again against one job. */
export type AnalysisContext = { job: JobText; keywords: JobKeyword[]; traits: DocumentTraits; now: Date };
export type ResumeScore = { score: MatchScore; breakdown: ScoreBreakdown; hits: KeywordHit[] };

/** Postings analysed lately, by their text: tailoring and re-analysis ask for the same one often. */
const keywordCache = new Map<string, JobKeyword[]>();
const KEYWORD_CACHE_SIZE = 32;

function keywordsOf(job: JobText): JobKeyword[] {
  const key = JSON.stringify([job.position, job.company, job.description, job.requirements, job.details]);
  const cached = keywordCache.get(key);
  if (cached) {
    // Refreshed as the most recent, so the least recently used posting is the one to go.
    keywordCache.delete(key);
    keywordCache.set(key, cached);
    return cached;
  }
  const keywords = extractJobKeywords(job);
  keywordCache.set(key, keywords);
  if (keywordCache.size > KEYWORD_CACHE_SIZE) keywordCache.delete(keywordCache.keys().next().value ?? '');
  return keywords;
}

export function createAnalysisContext(
  job: JobText,
  traits: DocumentTraits,
  now: Date = new Date(),
): AnalysisContext {
  return { job, keywords: keywordsOf(job), traits, now };
}

/** The scoring alone, fast enough to run on every step of tailoring. */
export function scoreResume(resume: ParsedResume, context: AnalysisContext): ResumeScore {
  const hits = matchKeywords(context.keywords, listResumeUnits(resume));
  const ats = scoreAts(resume, context.traits);
  const keywords = scoreKeywords(hits, resume, context.job);
  const content = scoreContent(resume, hits, context.now);
  const format = scoreFormat(resume);
  const total = ats.points + keywords.points + content.points + format.points;
  return {
    score: {
      overallScore: round1(Math.min(total, fitCeiling(hits, titleShare(resume, context.job)))),
      atsScore: ats.points,
      keywordMatchScore: keywords.points,
      contentQualityScore: content.points,
      formattingScore: format.points,
    },
    breakdown: { ats: ats.items, keywords: keywords.items, content: content.items, format: format.items },
    hits,
  };
}

/**
 * The most a resume can score for this posting: what it shows of the posting's keywords (half,
 * required ones counting twice) and of its title (half: recruiters search by title first)
 * decides, so a clean layout and strong bullets
 * cannot make a resume from another field look like a match. Showing none holds the overall at
 * 30; the ceiling rises in step and stops binding once the resume shows 80% of that fit.
 */
export function fitCeiling(hits: KeywordHit[], title: number): number {
  // Required keywords count twice, nice-to-haves half: the posting's own priorities.
  const priority = (hit: KeywordHit) =>
    hit.keyword.weight *
    (hit.keyword.importance === 'required' ? 2 : hit.keyword.importance === 'preferred' ? 0.5 : 1);
  const weight = hits.reduce((sum, hit) => sum + priority(hit), 0);
  const shown = weight === 0 ? 1 : hits.reduce((sum, hit) => sum + priority(hit) * hit.credit, 0) / weight;
  return FIT_FLOOR + (100 - FIT_FLOOR) * Math.min(1, (0.5 * shown + 0.5 * title) / FULL_FIT);
}

const FIT_FLOOR = 30;
/** A resume that shows this much of the weighted fit is not held back at all. */
const FULL_FIT = 0.8;

/** The full match analysis of §3, less canEnhance, which needs a trial enhancement to know. */
export function analyseResume(
  resume: ParsedResume,
  context: AnalysisContext,
): Omit<MatchAnalysis, 'canEnhance'> {
  const scored = scoreResume(resume, context);
  const suggestionDetails = listSuggestions(resume, scored, context);
  const { matched, missing } = tallyKeywords(scored.hits);
  const toDetail = (hit: KeywordHit) => ({
    keyword: hit.keyword.label,
    category: hit.keyword.term?.category ?? 'phrase',
    weight: hit.keyword.weight,
    importance: hit.keyword.importance,
    isEnterprise: hit.keyword.term?.isEnterprise ?? false,
    jobLocations: hit.keyword.jobLocations,
    resumeLocations: hit.locations,
  });
  const { strengths, improvements } = describeAreas(scored);
  return {
    jobTitle: context.job.position,
    insights: describeInsights(context.job, scored),
    score: scored.score,
    strengthAreas: strengths,
    improvementAreas: improvements,
    matchedKeywords: matched.map((hit) => hit.keyword.label),
    missingKeywords: missing.map((hit) => hit.keyword.label),
    suggestions: suggestionDetails.map((suggestion) => suggestion.message),
    keywordDetails: { matched: matched.map(toDetail), missing: missing.map(toDetail) },
    suggestionDetails,
    breakdown: scored.breakdown,
  };
}

/** How our own Word file reads to an ATS: one column, standard headings, contact in the body. */
export function describeWrittenTraits(resume: ParsedResume): DocumentTraits {
  const present: Array<[keyof typeof resumeHeadings, boolean]> = [
    ['summary', resume.summary.length > 0],
    ['experience', resume.experience.length > 0],
    ['education', resume.education.length > 0],
    ['skills', resume.skills.length > 0],
    ['certifications', resume.certifications.length > 0],
    ['achievements', resume.achievements.length > 0],
  ];
  return {
    format: 'docx',
    pageCount: null,
    hasColumns: false,
    hasTables: false,
    hasImages: false,
    hasTextBoxes: false,
    hasContactInHeader: false,
    headings: present
      .filter(([, isPresent]) => isPresent)
      .map(([section]) => ({ text: resumeHeadings[section], section })),
  };
}
