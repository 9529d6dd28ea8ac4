import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import type { OwnerText } from '../edits/apply-owner-edits';
import { cloneResume, type MoveResult, unchanged } from './changes';

/**
 * A step's result with the owner's own text put back as they wrote it: a bullet, summary or
 * achievement the owner edited is never reworded, cut or condensed by tailoring, Enhance or model
 * wording, whatever else the step changed. The changes that touched it are dropped with it.
 */
export function keepOwnerText(input: ParsedResume, result: MoveResult, owner: OwnerText): MoveResult {
  if (result.resume === input || isUntouched(owner)) return result;
  const output = cloneResume(result.resume);
  const dropped = new Set<ResumeChange>();
  const touching = (section: ResumeChange['section'], text: string) =>
    result.changes.filter(
      (change) => change.section === section && change.before?.split('\n').includes(text),
    );
  if (output.experience.length !== input.experience.length) return unchanged(input);
  input.experience.forEach((role, index) => {
    const bullets = (output.experience[index] as ParsedResume['experience'][number]).bullets;
    role.bullets.forEach((text, position) => {
      if (!owner.bullets.has(text) || bullets.includes(text)) return;
      const changes = touching('experience', text);
      const reworded = changes
        .map((change) => (change.after ? bullets.indexOf(change.after) : -1))
        .find((at) => at >= 0);
      if (reworded !== undefined) bullets[reworded] = text;
      else bullets.splice(Math.min(position, bullets.length), 0, text);
      for (const change of changes) dropped.add(change);
    });
  });
  if (owner.summary !== null && input.summary === owner.summary && output.summary !== input.summary) {
    output.summary = input.summary;
    for (const change of result.changes.filter((entry) => entry.section === 'summary')) dropped.add(change);
  }
  input.achievements.forEach((text, position) => {
    if (!owner.achievements.has(text) || output.achievements.includes(text)) return;
    const changes = touching('achievements', text);
    const reworded = changes
      .map((change) => (change.after ? output.achievements.indexOf(change.after) : -1))
      .find((at) => at >= 0);
    if (reworded !== undefined) output.achievements[reworded] = text;
    else output.achievements.splice(Math.min(position, output.achievements.length), 0, text);
    for (const change of changes) dropped.add(change);
  });
  if (dropped.size === 0) return result;
  const changes = result.changes.filter((change) => !dropped.has(change));
  return changes.length > 0 ? { resume: output, changes } : unchanged(input);
}

function isUntouched(owner: OwnerText): boolean {
  return owner.bullets.size === 0 && owner.summary === null && owner.achievements.size === 0;
}
