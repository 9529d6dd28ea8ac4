import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { strengthenOpener, toPastTenseThroughout } from '../analyse/action-verbs';
import { describeRole } from '../analyse/resume-units';
import { monthsSinceEnd } from '../analyse/text-stats';
import { cloneResume, createChange, type MoveResult, rewordBullets } from './changes';
import type { TailorContext } from './context';

/** Finished roles read in the past tense: "Lead the team" → "Led the team". */
export function fixTense(resume: ParsedResume, context: TailorContext): MoveResult {
  return rewordBullets(resume, (bullet, role) => {
    if (monthsSinceEnd(role, context.now) === 0) return null;
    const after = toPastTenseThroughout(bullet);
    return after ? { after, reason: 'A finished role reads in the past tense.' } : null;
  });
}

/** "Responsible for managing vendors" → "Managed vendors". */
export function strengthenVerbs(resume: ParsedResume, context: TailorContext): MoveResult {
  return rewordBullets(resume, (bullet, role) => {
    const after = strengthenOpener(bullet, monthsSinceEnd(role, context.now) !== 0);
    return after ? { after, reason: 'Opens with the action itself.' } : null;
  });
}

export function removeDuplicates(resume: ParsedResume): MoveResult {
  const seen = new Set<string>();
  const next = cloneResume(resume);
  const changes = next.experience.flatMap((role) => {
    const removed: string[] = [];
    role.bullets = role.bullets.filter((bullet) => {
      const key = bullet.toLowerCase().replace(/\W+/g, ' ').trim();
      if (seen.has(key)) removed.push(bullet);
      seen.add(key);
      return !removed.includes(bullet);
    });
    return removed.map((before) =>
      createChange({
        section: 'experience',
        kind: 'removed',
        target: describeRole(role),
        before,
        reason: 'Repeated an earlier bullet word for word.',
      }),
    );
  });
  return changes.length ? { resume: next, changes } : { resume, changes: [] };
}
