import type { MatchAnalysis, MatchScore, ScoreBreakdown } from '../../../shared/resume/match-analysis';
import type { DocumentTraits } from '../../../shared/resume/parse-report';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { resumeHeadings } from '../write-docx';
import { describeAreas, describeInsights } from './describe-areas';
import { extractJobKeywords, type JobKeyword, type JobText } from './keywords';
import { type KeywordHit, matchKeywords } from './match-keywords';
import { listResumeUnits } from './resume-units';
import { scoreAts } from './score-ats';
import { scoreContent } from './score-content';
import { scoreFormat } from './score-format';
import { round1 } from './score-items';
import { scoreKeywords } from './score-keywords';
import { listSuggestions } from './suggestions';

/** What stays the same while a resume is scored again and again against one job. */
export type AnalysisContext = { job: JobText; keywords: JobKeyword[]; traits: DocumentTraits; now: Date };
export type ResumeScore = { score: MatchScore; breakdown: ScoreBreakdown; hits: KeywordHit[] };

export function createAnalysisContext(
  job: JobText,
  traits: DocumentTraits,
  now: Date = new Date(),
): AnalysisContext {
  return { job, keywords: extractJobKeywords(job), traits, now };
}

/** The scoring alone, fast enough to run on every step of tailoring. */
export function scoreResume(resume: ParsedResume, context: AnalysisContext): ResumeScore {
  const hits = matchKeywords(context.keywords, listResumeUnits(resume));
  const ats = scoreAts(resume, context.traits);
  const keywords = scoreKeywords(hits);
  const content = scoreContent(resume, hits, context.now);
  const format = scoreFormat(resume);
  return {
    score: {
      overallScore: round1(ats.points + keywords.points + content.points + format.points),
      atsScore: ats.points,
      keywordMatchScore: keywords.points,
      contentQualityScore: content.points,
      formattingScore: format.points,
    },
    breakdown: { ats: ats.items, keywords: keywords.items, content: content.items, format: format.items },
    hits,
  };
}

/** The full match analysis of §3, less canEnhance, which needs a trial enhancement to know. */
export function analyseResume(
  resume: ParsedResume,
  context: AnalysisContext,
): Omit<MatchAnalysis, 'canEnhance'> {
  const scored = scoreResume(resume, context);
  const suggestionDetails = listSuggestions(resume, scored, context);
  const matched = scored.hits.filter((hit) => hit.credit > 0);
  const missing = scored.hits.filter((hit) => hit.credit === 0);
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
