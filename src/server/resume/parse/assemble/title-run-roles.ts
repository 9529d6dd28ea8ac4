import type { RoleDraft } from './role-header';

/**
 * Titles written on one line share the lines below the last of them; those lines tell what was
 * done in the first, the latest title, as a resume that lists its promotions so means them.
 */
export function withBodyOnFirstTitle(roles: RoleDraft[]): RoleDraft[] {
  roles.forEach((role, position) => {
    const run = role.titleRun;
    if (!run || run.index !== run.count - 1) return;
    const first = roles[position - run.index];
    if (!first || first === role || first.titleRun?.index !== 0 || first.bullets.length > 0) return;
    first.bullets = role.bullets;
    role.bullets = [];
  });
  return roles;
}

/** A line split from several titles written together holds a title, whatever its words. */
export function asTitle(reading: RoleDraft['reading']): RoleDraft['reading'] {
  return reading.title || !reading.company ? reading : { ...reading, title: reading.company, company: '' };
}
