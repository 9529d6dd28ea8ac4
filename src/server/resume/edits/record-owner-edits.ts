import { isDeepStrictEqual } from 'node:util';
import {
  type OwnerBullet,
  type OwnerEdits,
  ownerFieldKeys,
  ownerListKeys,
  ownerSectionKeys,
  roleKey,
} from '../../../shared/resume/owner-edits';
import type { ExperienceEntry, ParsedResume } from '../../../shared/resume/parsed-resume';
import type { ResumeChange } from '../../../shared/resume/resume-changes';
import { describeRole } from '../analyse/resume-units';
import { createChange } from '../tailor/changes';

type Recording = {
  /** The resume as it was before the owner saved. */
  before: ParsedResume;
  /** The resume as the owner saved it. */
  after: ParsedResume;
  /** The owner's earlier edits of this resume. */
  edits: OwnerEdits;
  /** Every change tailoring and Enhance made, to trace a tailored bullet back to its base wording. */
  changes: ResumeChange[];
};

/**
 * The owner's save as edits over the base: each bullet they rewrote is traced back through the
 * tailoring changes to the base bullet it stands for, so it can replace that bullet whenever the
 * resume is tailored again. Also the change list entries ("Edited by you") for Show Changes.
 */
export function recordOwnerEdits({ before, after, edits, changes }: Recording): {
  edits: OwnerEdits;
  changes: ResumeChange[];
} {
  const next: OwnerEdits = structuredClone(edits);
  const logged: ResumeChange[] = [];
  for (const key of ownerFieldKeys) {
    const value = after[key] ?? '';
    if ((before[key] ?? '') === value) continue;
    next.fields[key] = value;
    if (key === 'summary')
      logged.push(
        ownerChange({ section: 'summary', kind: 'rewritten', before: before.summary, after: value }),
      );
  }
  for (const key of ownerListKeys) {
    const added = after[key].filter((item) => !before[key].includes(item));
    const removed = before[key].filter((item) => !after[key].includes(item));
    if (added.length === 0 && removed.length === 0) continue;
    const earlier = next.lists[key] ?? { added: [], removed: [] };
    next.lists[key] = {
      added: [...earlier.added.filter((item) => !removed.includes(item)), ...added],
      removed: [
        ...earlier.removed.filter((item) => !added.includes(item)),
        ...removed.filter((item) => !earlier.added.includes(item)),
      ],
    };
    for (const item of added) logged.push(ownerChange({ section: key, kind: 'added', after: item }));
    for (const item of removed) logged.push(ownerChange({ section: key, kind: 'removed', before: item }));
  }
  for (const key of ownerSectionKeys) {
    if (isDeepStrictEqual(before[key] ?? [], after[key] ?? [])) continue;
    Object.assign(next.sections, { [key]: structuredClone(after[key] ?? []) });
    if (key === 'education') logged.push(ownerChange({ section: 'education', kind: 'rewritten' }));
  }
  recordRoles(before.experience, after.experience, next, changes, logged);
  return { edits: next, changes: logged };
}

function ownerChange(input: Omit<ResumeChange, 'source' | 'keywords' | 'reason'>): ResumeChange {
  return createChange({ ...input, reason: 'Edited by you: kept as you wrote it.' }, 'owner');
}

function recordRoles(
  before: ExperienceEntry[],
  after: ExperienceEntry[],
  edits: OwnerEdits,
  changes: ResumeChange[],
  logged: ResumeChange[],
): void {
  const pairs: Array<[ExperienceEntry, ExperienceEntry]> = [];
  if (before.length === after.length) {
    before.forEach((role, index) => {
      pairs.push([role, after[index] as ExperienceEntry]);
    });
  } else {
    const kept = new Set<ExperienceEntry>();
    for (const role of after) {
      const match = before.find((entry) => !kept.has(entry) && roleKey(entry) === roleKey(role));
      if (match) {
        kept.add(match);
        pairs.push([match, role]);
      } else {
        edits.addedRoles.push(structuredClone(role));
        logged.push(ownerChange({ section: 'experience', kind: 'added', target: describeRole(role) }));
      }
    }
    for (const role of before.filter((entry) => !kept.has(entry))) {
      const addedAt = edits.addedRoles.findIndex((entry) => roleKey(entry) === roleKey(role));
      if (addedAt >= 0) edits.addedRoles.splice(addedAt, 1);
      else edits.removedRoles.push(baseKeyOf(role, edits));
      logged.push(ownerChange({ section: 'experience', kind: 'removed', target: describeRole(role) }));
    }
  }
  for (const [was, now] of pairs) {
    const addedAt = edits.addedRoles.findIndex((entry) => roleKey(entry) === roleKey(was));
    if (addedAt >= 0) {
      edits.addedRoles[addedAt] = structuredClone(now);
      continue;
    }
    const key = baseKeyOf(was, edits);
    const { bullets: _was, ...wasHeader } = was;
    const { bullets: _now, ...header } = now;
    if (!isDeepStrictEqual(wasHeader, header)) {
      edits.roles = [...edits.roles.filter((entry) => entry.role !== key), { role: key, header }];
      logged.push(ownerChange({ section: 'experience', kind: 'rewritten', target: describeRole(now) }));
    }
    recordBullets(key, was, now, edits, changes, logged);
  }
}

/** The base's name for a role whose header the owner may have corrected since. */
function baseKeyOf(role: ExperienceEntry, edits: OwnerEdits): string {
  const corrected = edits.roles.find((entry) => roleKey(entry.header) === roleKey(role));
  return corrected?.role ?? roleKey(role);
}

function recordBullets(
  key: string,
  was: ExperienceEntry,
  now: ExperienceEntry,
  edits: OwnerEdits,
  changes: ResumeChange[],
  logged: ResumeChange[],
): void {
  const target = describeRole(now);
  for (const [removed, added] of pairChanges(was.bullets, now.bullets)) {
    const earlier =
      removed === undefined
        ? undefined
        : edits.bullets.find((edit) => edit.role === key && edit.text === removed);
    const origin = earlier ? earlier.origin : removed === undefined ? null : traceOrigin(removed, changes);
    edits.bullets = edits.bullets.filter((edit) => edit !== earlier);
    const edit: OwnerBullet = { role: key, origin, text: added ?? '' };
    // A bullet the owner added and then removed leaves nothing behind.
    if (!(origin === null && !edit.text)) {
      edits.bullets = [
        ...edits.bullets.filter(
          (entry) => !(entry.role === key && origin !== null && entry.origin === origin),
        ),
        edit,
      ];
    }
    logged.push(
      ownerChange({
        section: 'experience',
        kind: removed === undefined ? 'added' : added === undefined ? 'removed' : 'reworded',
        target,
        ...(removed === undefined ? {} : { before: removed }),
        ...(added === undefined ? {} : { after: added }),
      }),
    );
  }
}

/** The base wording a tailored bullet came from, following its rewordings back. */
function traceOrigin(text: string, changes: ResumeChange[]): string {
  let current = text;
  const seen = new Set<string>();
  for (;;) {
    const change = changes.findLast(
      (entry) => entry.section === 'experience' && entry.after === current && entry.before !== undefined,
    );
    if (!change?.before || seen.has(change.before)) return current;
    seen.add(current);
    current = change.before;
  }
}

/**
 * The bullets that differ between two lists, paired in order between the ones both keep (a
 * longest common subsequence): [old, new] for a rewording, [old, undefined] for a removal,
 * [undefined, new] for an addition.
 */
export function pairChanges(
  before: string[],
  after: string[],
): Array<[string | undefined, string | undefined]> {
  const rows = before.length;
  const cols = after.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        before[i] === after[j]
          ? ((table[i + 1] as number[])[j + 1] ?? 0) + 1
          : Math.max((table[i + 1] as number[])[j] ?? 0, (table[i] as number[])[j + 1] ?? 0);
  const pairs: Array<[string | undefined, string | undefined]> = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    const count = Math.max(removed.length, added.length);
    for (let index = 0; index < count; index++) pairs.push([removed[index], added[index]]);
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && before[i] === after[j]) {
      flush();
      i++;
      j++;
    } else if (
      j >= cols ||
      (i < rows && ((table[i + 1] as number[])[j] ?? 0) >= ((table[i] as number[])[j + 1] ?? 0))
    ) {
      removed.push(before[i] as string);
      i++;
    } else {
      added.push(after[j] as string);
      j++;
    }
  }
  flush();
  return pairs;
}
