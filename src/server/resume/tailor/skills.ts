import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { escapeRegExp } from '../../../shared/text/escape-reg-exp';
import type { KeywordHit } from '../analyse/match-keywords';
import { countForm, prepareText } from '../analyse/normalize';
import { cloneResume, createChange, isSameList, type MoveResult } from './changes';
import type { TailorContext } from './context';
import { isCapability, toListWording, weighText } from './wording';

const MAX_SKILLS = 30;
const MAX_ADDED = 6;

/**
 * The skill entry that names a keyword only in other words ("Python" for the posting's
 * "Scripting"), when that is the only place the resume names it; null otherwise. A version of the
 * posting's own name ("HTML5" for "HTML") is not other words.
 */
function listedInOtherWords(hit: KeywordHit, skills: string[]): string | null {
  if (!hit.isNamed || hit.isExact || !hit.sections.every((section) => section === 'skills')) return null;
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  const label = squash(hit.keyword.label);
  const entry = skills.find((skill) => {
    const prepared = prepareText(skill);
    return hit.keyword.forms.some((form) => countForm(prepared, form) > 0);
  });
  if (!entry || new RegExp(`^${escapeRegExp(label)}\\d`).test(squash(entry))) return null;
  return entry;
}

function rankByRelevance(items: string[], context: TailorContext): string[] {
  return items
    .map((item, index) => ({ item, index, weight: weighText(prepareText(item), context.keywords) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Skills the job asks for go first, and a capability the resume shows elsewhere but does not list
 * joins the list in the posting's words. Nothing the base does not show is added.
 */
export function tailorSkills(resume: ParsedResume, context: TailorContext, hits: KeywordHit[]): MoveResult {
  const listed = prepareText(resume.skills.join(' | '));
  const room = Math.max(0, MAX_SKILLS - resume.skills.length);
  const additions = hits
    .filter((hit) => hit.credit > 0 && isCapability(hit.keyword))
    .map((hit) => ({ hit, otherWords: listedInOtherWords(hit, resume.skills) }))
    .filter(({ hit, otherWords }) =>
      hit.sections.includes('skills')
        ? otherWords !== null
        : !hit.keyword.forms.some((form) => listed.lower.includes(` ${form.text.toLowerCase()} `)),
    )
    // A plain word ("audits") is not a skill line unless the skills already list it in other
    // words, and a certification is already listed as one.
    .filter(
      ({ hit }) =>
        hit.sections.includes('skills') || /\s/.test(hit.keyword.label) || /[A-Z]/.test(hit.keyword.label),
    )
    .filter(({ hit }) => !hit.sections.every((section) => section === 'certifications'))
    .sort((a, b) => b.hit.keyword.weight - a.hit.keyword.weight)
    .slice(0, Math.min(MAX_ADDED, room));
  const added = additions.map(({ hit }) => toListWording(hit.keyword.label));
  const ranked = rankByRelevance([...added, ...resume.skills], context);
  if (isSameList(ranked, resume.skills)) return { resume, changes: [] };
  const next = cloneResume(resume);
  next.skills = ranked;
  const changes = additions.map(({ hit, otherWords }, index) =>
    createChange({
      section: 'skills',
      kind: 'added',
      after: added[index],
      keywords: [hit.keyword.label],
      reason: otherWords
        ? `The posting says "${hit.keyword.label}"; your skills list it only as "${otherWords}", which an ATS searching the posting's words misses.`
        : `The posting asks for "${hit.keyword.label}" and ${hit.locations[0] ?? 'your experience'} already shows it.`,
    }),
  );
  if (!isSameList(rankByRelevance(resume.skills, context), resume.skills)) {
    changes.push(
      createChange({
        section: 'skills',
        kind: 'reordered',
        reason: 'Skills the posting asks for are listed first.',
      }),
    );
  }
  return { resume: next, changes };
}

export function orderAchievements(resume: ParsedResume, context: TailorContext): MoveResult {
  const ranked = rankByRelevance(resume.achievements, context);
  if (isSameList(ranked, resume.achievements)) return { resume, changes: [] };
  const next = cloneResume(resume);
  next.achievements = ranked;
  return {
    resume: next,
    changes: [
      createChange({
        section: 'achievements',
        kind: 'reordered',
        reason: 'Achievements closest to the posting are listed first.',
      }),
    ],
  };
}
