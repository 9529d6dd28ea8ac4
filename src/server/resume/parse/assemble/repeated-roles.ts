import type { RoleDraft } from './role-header';

const titleKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The same role told twice: its dates agree, and one title holds the other's words. */
function isRepeat(a: RoleDraft, b: RoleDraft): boolean {
  if (!a.dates.startDate || a.dates.startDate !== b.dates.startDate || a.dates.endDate !== b.dates.endDate)
    return false;
  const [x, y] = [titleKey(a.reading.title), titleKey(b.reading.title)];
  return x !== '' && y !== '' && (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `));
}

/**
 * A career summary (a table of employers, titles and dates) above the roles told in full: each
 * role is kept once, as told in full (the one with more bullets), with the fields only the other
 * telling gives (an employer, a place, the longer title) filled in.
 */
export function withoutRepeats(drafts: RoleDraft[]): RoleDraft[] {
  const kept: RoleDraft[] = [];
  for (const draft of drafts) {
    const index = kept.findIndex((other) => isRepeat(other, draft));
    const other = kept[index];
    if (!other) {
      kept.push(draft);
      continue;
    }
    const [full, brief] = draft.bullets.length >= other.bullets.length ? [draft, other] : [other, draft];
    const longer = (a: string, b: string) => (b.length > a.length ? b : a);
    kept[index] = {
      ...full,
      reading: {
        ...full.reading,
        title: longer(full.reading.title, brief.reading.title),
        company: full.reading.company || brief.reading.company,
        location: full.reading.location || brief.reading.location,
      },
    };
  }
  return kept;
}
