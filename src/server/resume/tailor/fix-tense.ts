import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { strengthenOpener, toPastTenseThroughout } from '../analyse/action-verbs';
import { describeRole } from '../analyse/resume-units';
import { monthsSinceEnd } from '../analyse/text-stats';
import { cloneResume, createChange, type MoveResult } from './changes';
import type { TailorContext } from './context';

/** Finished roles read in the past tense: "Lead the team" → "Led the team". */
export function fixTense(resume: ParsedResume, context: TailorContext): MoveResult {
  const next = cloneResume(resume);
  const changes = next.experience.flatMap((role) => {
    if (monthsSinceEnd(role, context.now) === 0) return [];
    return role.bullets.flatMap((bullet, index) => {
      const after = toPastTenseThroughout(bullet);
      if (!after || after === bullet) return [];
      role.bullets[index] = after;
      return [
        createChange({
          section: 'experience',
          kind: 'reworded',
          target: describeRole(role),
          before: bullet,
          after,
          reason: 'A finished role reads in the past tense.',
        }),
      ];
    });
  });
  return changes.length ? { resume: next, changes } : { resume, changes: [] };
}

/** "Responsible for managing vendors" → "Managed vendors". */
export function strengthenVerbs(resume: ParsedResume, context: TailorContext): MoveResult {
  const next = cloneResume(resume);
  const changes = next.experience.flatMap((role) => {
    const isPast = monthsSinceEnd(role, context.now) !== 0;
    return role.bullets.flatMap((bullet, index) => {
      const after = strengthenOpener(bullet, isPast);
      if (!after) return [];
      role.bullets[index] = after;
      return [
        createChange({
          section: 'experience',
          kind: 'reworded',
          target: describeRole(role),
          before: bullet,
          after,
          reason: 'Opens with the action itself.',
        }),
      ];
    });
  });
  return changes.length ? { resume: next, changes } : { resume, changes: [] };
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
