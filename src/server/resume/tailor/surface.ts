import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { readOpeningVerb } from '../analyse/action-verbs';
import type { KeywordHit } from '../analyse/match-keywords';
import { describeRole } from '../analyse/resume-units';
import { findAbbreviationPair, isAbbreviation, isSameMeaning } from '../analyse/synonyms';
import { cloneResume, createChange, type MoveResult } from './changes';
import type { TailorContext } from './context';
import { formPattern, isCapability, toInlineWording } from './wording';

type Rewrite = { before: string; after: string; replaced: string };

/**
 * One rewrite of a text into the posting's wording: an abbreviation is added beside the spelled-out
 * form ("single sign-on (SSO)"), a spelled-out form beside an abbreviation, or an exact synonym
 * ("help desk" for "service desk") swapped. A form that only shows the same area is left alone.
 */
export function rewordText(text: string, hit: KeywordHit): Rewrite | null {
  const term = hit.keyword.term;
  if (!term) return null;
  const wanted = hit.keyword.label;
  if (formPattern(wanted).test(text)) return null;
  const pair = findAbbreviationPair(term);
  for (const form of term.forms) {
    const match = formPattern(form).exec(text);
    if (!match) continue;
    const written = match[0];
    let replacement: string;
    if (isAbbreviation(wanted) && !isAbbreviation(form)) {
      if (!pair || pair.short.toLowerCase() !== wanted.toLowerCase()) return null;
      replacement = `${written} (${wanted})`;
    } else if (!isAbbreviation(wanted) && isAbbreviation(form)) {
      replacement = `${toInlineWording(wanted)} (${written})`;
    } else {
      const isPhrase = (value: string) => readOpeningVerb(value).form === 'none';
      if (!isSameMeaning(written, wanted) || !isPhrase(written) || !isPhrase(wanted)) continue;
      if (written.toLowerCase().replace(/s$/, '') === wanted.toLowerCase().replace(/s$/, '')) continue;
      replacement =
        match.index === 0 ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : toInlineWording(wanted);
    }
    if (
      /\($/.test(text.slice(0, match.index).trimEnd()) ||
      text.slice(match.index + written.length).startsWith(' (')
    )
      return null;
    const after = `${text.slice(0, match.index)}${replacement}${text.slice(match.index + written.length)}`;
    return { before: text, after, replaced: written };
  }
  return null;
}

/** Puts each keyword the base names in its own words into the posting's words, once in the experience and once in skills. */
export function surfaceWording(
  resume: ParsedResume,
  _context: TailorContext,
  hits: KeywordHit[],
): MoveResult {
  const next = cloneResume(resume);
  const changes = [];
  for (const hit of hits.filter((entry) => entry.isNamed && isCapability(entry.keyword))) {
    let doneInExperience = false;
    for (const role of next.experience) {
      if (doneInExperience) break;
      for (const [index, bullet] of role.bullets.entries()) {
        const rewrite = rewordText(bullet, hit);
        if (!rewrite) continue;
        role.bullets[index] = rewrite.after;
        changes.push(
          createChange({
            section: 'experience',
            kind: 'reworded',
            target: describeRole(role),
            before: rewrite.before,
            after: rewrite.after,
            keywords: [hit.keyword.label],
            reason: `Uses the posting's wording "${hit.keyword.label}" for "${rewrite.replaced}".`,
          }),
        );
        doneInExperience = true;
        break;
      }
    }
    for (const [index, skill] of next.skills.entries()) {
      const rewrite = rewordText(skill, hit);
      if (!rewrite) continue;
      next.skills[index] = rewrite.after;
      changes.push(
        createChange({
          section: 'skills',
          kind: 'reworded',
          before: rewrite.before,
          after: rewrite.after,
          keywords: [hit.keyword.label],
          reason: `Uses the posting's wording "${hit.keyword.label}".`,
        }),
      );
      break;
    }
  }
  return changes.length ? { resume: next, changes } : { resume, changes: [] };
}
