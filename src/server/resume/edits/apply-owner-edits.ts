import {
  type OwnerEdits,
  ownerFieldKeys,
  ownerListKeys,
  ownerSectionKeys,
  roleKey,
} from '../../../shared/resume/owner-edits';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { cloneResume } from '../tailor/changes';

/**
 * The base with the owner's hand edits laid over it: what tailoring starts from when a resume is
 * tailored again, and the facts the fact check accepts (the owner's own words are theirs to state).
 * A bullet whose base wording is gone (the base was edited since) is kept in the owner's wording.
 */
export function applyOwnerEdits(base: ParsedResume, edits: OwnerEdits): ParsedResume {
  const next = cloneResume(base);
  for (const key of ownerFieldKeys) {
    const value = edits.fields[key];
    if (value === undefined) continue;
    if ((key === 'linkedin' || key === 'clearance') && !value.trim()) delete next[key];
    else next[key] = value;
  }
  for (const edit of edits.bullets) {
    const role = next.experience.find((entry) => roleKey(entry) === edit.role);
    if (!role) continue;
    const at = edit.origin === null ? role.bullets.indexOf(edit.text) : role.bullets.indexOf(edit.origin);
    if (at >= 0) {
      if (edit.text) role.bullets[at] = edit.text;
      else role.bullets.splice(at, 1);
    } else if (edit.text && !role.bullets.includes(edit.text)) {
      role.bullets.push(edit.text);
    }
  }
  for (const { role, header } of edits.roles) {
    const at = next.experience.findIndex((entry) => roleKey(entry) === role);
    const entry = next.experience[at];
    if (entry) next.experience[at] = { ...header, bullets: entry.bullets };
  }
  const removed = new Set(edits.removedRoles);
  next.experience = next.experience.filter((role) => !removed.has(roleKey(role)));
  for (const role of edits.addedRoles) {
    if (!next.experience.some((entry) => roleKey(entry) === roleKey(role)))
      next.experience.push({ ...role, bullets: [...role.bullets] });
  }
  for (const key of ownerListKeys) {
    const edit = edits.lists[key];
    if (!edit) continue;
    const gone = new Set(edit.removed);
    const kept = next[key].filter((item) => !gone.has(item));
    next[key] = [...kept, ...edit.added.filter((item) => !kept.includes(item))];
  }
  for (const key of ownerSectionKeys) {
    const section = edits.sections[key];
    if (section !== undefined) Object.assign(next, { [key]: structuredClone(section) });
  }
  return next;
}

/** What tailoring, Enhance and model wording must leave exactly as the owner wrote it. */
export type OwnerText = { bullets: Set<string>; summary: string | null; achievements: Set<string> };

export function ownerTextOf(edits: OwnerEdits): OwnerText {
  return {
    bullets: new Set([
      ...edits.bullets.map((edit) => edit.text).filter(Boolean),
      ...edits.addedRoles.flatMap((role) => role.bullets),
    ]),
    summary: edits.fields.summary ?? null,
    achievements: new Set(edits.lists.achievements?.added ?? []),
  };
}

export const noOwnerText = (): OwnerText => ({ bullets: new Set(), summary: null, achievements: new Set() });
