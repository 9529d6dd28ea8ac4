import type { ExperienceEntry, ParsedResume } from '../../../shared/resume/parsed-resume';
import { isQuantified } from '../analyse/action-verbs';
import { describeRole } from '../analyse/resume-units';
import { OLDER_ROLE_BULLETS, RECENT_ROLE_BULLETS } from '../analyse/score-format';
import { monthsSinceEnd } from '../analyse/text-stats';
import { cloneResume, createChange, isSameList, type MoveResult } from './changes';
import type { TailorContext } from './context';
import { type Coverage, cover, measureBullet, measureCoverage, measureGain } from './coverage';
import { joinWithAnd, namedKeywords, weighText } from './wording';

const RELEVANT_ROLES = 2;
const DECADE = 120;

/** A bullet's pull for this job: its keywords, plus a little for a number. */
export function weighBullet(bullet: string, context: TailorContext): number {
  return weighText(bullet, context.keywords) + (isQuantified(bullet) ? 1 : 0);
}

function rankBullets(role: ExperienceEntry, context: TailorContext): string[] {
  return role.bullets
    .map((bullet, index) => ({ bullet, index, weight: weighBullet(bullet, context) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.bullet);
}

function listTopKeywords(bullets: string[], context: TailorContext): string {
  const labels = [
    ...new Set(
      bullets
        .slice(0, 2)
        .flatMap((bullet) => namedKeywords(bullet, context.keywords).map((keyword) => keyword.label)),
    ),
  ];
  return labels.length
    ? ` about ${joinWithAnd(labels.slice(0, 3).map((label) => `"${label}"`))}`
    : ' with results and keywords';
}

/** Within each role, the bullets that speak to the job go first. */
export function orderBullets(resume: ParsedResume, context: TailorContext): MoveResult {
  const next = cloneResume(resume);
  const changes = next.experience.flatMap((role) => {
    const ranked = rankBullets(role, context);
    if (isSameList(ranked, role.bullets)) return [];
    role.bullets = ranked;
    return [
      createChange({
        section: 'experience',
        kind: 'reordered',
        target: describeRole(role),
        reason: `Moved the bullets${listTopKeywords(ranked, context)} to the top.`,
      }),
    ];
  });
  return { resume: changes.length ? next : resume, changes };
}

/** How many bullets each role keeps: the most relevant recent roles the most, old roles a line or two. */
export function planBulletCounts(resume: ParsedResume, context: TailorContext): number[] {
  const relevance = resume.experience.map((role) =>
    weighText(`${role.title} ${role.bullets.join(' ')}`, context.keywords),
  );
  const ages = resume.experience.map((role) => monthsSinceEnd(role, context.now) ?? DECADE * 2);
  const recent = resume.experience.map((_, index) => index).filter((index) => (ages[index] ?? 0) <= DECADE);
  const mostRelevant = new Set(
    [...recent].sort((a, b) => (relevance[b] ?? 0) - (relevance[a] ?? 0)).slice(0, RELEVANT_ROLES),
  );
  return resume.experience.map((role, index) => {
    const age = ages[index] ?? 0;
    const cap =
      index < 3
        ? mostRelevant.has(index)
          ? RECENT_ROLE_BULLETS.max
          : RECENT_ROLE_BULLETS.max - 2
        : age <= DECADE
          ? mostRelevant.has(index)
            ? OLDER_ROLE_BULLETS
            : 3
          : age <= DECADE * 1.5
            ? 2
            : 1;
    return Math.min(role.bullets.length, cap);
  });
}

/** A clearance named in a bullet ("maintained an active TS/SCI clearance"). */
const CLEARANCE = /\b(?:clearance|TS\/SCI|top secret|public trust)\b/i;

/** Bullets condensing never drops: a number is a result, a clearance a qualification. */
export function isKeptWhole(bullet: string): boolean {
  return isQuantified(bullet) || CLEARANCE.test(bullet);
}

/**
 * The bullets a role keeps: every bullet with a number or a clearance; then every bullet that
 * names a job keyword nothing kept so far names as well (so condensing never costs keyword
 * coverage, even past the planned count); then the strongest of the rest up to the count.
 */
function selectBullets(
  role: ExperienceEntry,
  keep: number,
  context: TailorContext,
  coverage: Coverage,
): Set<string> {
  const kept = new Set<string>();
  const candidates = rankBullets(role, context).map((bullet) => ({
    bullet,
    credits: measureBullet(bullet, context.keywords),
  }));
  for (const candidate of candidates) {
    if (!isKeptWhole(candidate.bullet)) continue;
    kept.add(candidate.bullet);
    cover(candidate.credits, coverage);
  }
  for (;;) {
    const best = candidates
      .filter((candidate) => !kept.has(candidate.bullet))
      .map((candidate) => ({ ...candidate, gain: measureGain(candidate.credits, coverage) }))
      .sort((a, b) => b.gain - a.gain)[0];
    if (!best || best.gain <= 0) break;
    kept.add(best.bullet);
    cover(best.credits, coverage);
  }
  for (const candidate of candidates) {
    if (kept.size >= keep) break;
    if (kept.has(candidate.bullet)) continue;
    kept.add(candidate.bullet);
    cover(candidate.credits, coverage);
  }
  return kept;
}

/** Keeps each role's strongest bullets for this job; the most relevant roles keep the most. */
export function condenseRoles(resume: ParsedResume, context: TailorContext): MoveResult {
  const counts = planBulletCounts(resume, context);
  const coverage = measureCoverage(resume, context.keywords);
  const relevant = new Set(
    resume.experience
      .map((role, index) => ({ index, weight: weighText(role.bullets.join(' '), context.keywords) }))
      .sort((a, b) => b.weight - a.weight)
      .slice(0, RELEVANT_ROLES)
      .map((entry) => entry.index),
  );
  const next = cloneResume(resume);
  const changes = next.experience.flatMap((role, index) => {
    const keep = counts[index] ?? role.bullets.length;
    const position = context.analysis.job.position;
    if (keep >= role.bullets.length) {
      for (const bullet of role.bullets) cover(measureBullet(bullet, context.keywords), coverage);
      return relevant.has(index) && role.bullets.length > 0
        ? [
            createChange({
              section: 'experience',
              kind: 'expanded',
              target: describeRole(role),
              reason: `One of the roles most relevant to ${position}: all ${role.bullets.length} bullets kept.`,
            }),
          ]
        : [];
    }
    const kept = selectBullets(role, keep, context, coverage);
    if (kept.size >= role.bullets.length) return [];
    const removed = role.bullets.filter((bullet) => !kept.has(bullet));
    role.bullets = role.bullets.filter((bullet) => kept.has(bullet));
    const isRelevant = relevant.has(index);
    return [
      createChange({
        section: 'experience',
        kind: isRelevant ? 'expanded' : 'condensed',
        target: describeRole(role),
        before: removed.join('\n'),
        reason: isRelevant
          ? `One of the roles most relevant to ${position}: kept its ${kept.size} strongest bullets for this job.`
          : `${role.startDate}${role.endDate ? ` - ${role.endDate}` : ''}: kept the ${kept.size} bullet${kept.size === 1 ? '' : 's'} most relevant to ${position}; ${removed.length} left out.`,
      }),
    ];
  });
  return {
    resume: changes.some((change) => change.before) ? next : resume,
    changes: changes.some((change) => change.before) ? changes : [],
  };
}
