import type { Passage, PassageSource } from './passages';

/** What a question or a reply is about: the thing a follow-up such as "there" or "that" points back to. */
export type Focus =
  | { kind: 'roles'; indexes: number[]; employer?: string }
  | { kind: 'project'; index: number }
  | { kind: 'person'; index: number }
  | { kind: 'item'; source: PassageSource; name: string };

export function sourceKey(source: PassageSource): string {
  switch (source.kind) {
    case 'award':
      return `award:${source.item}`;
    case 'credential':
      return `credential:${source.index}:${source.item}`;
    case 'role':
    case 'category':
    case 'project':
    case 'testimonial':
      return `${source.kind}:${source.index}`;
    default:
      return source.kind;
  }
}

/** Whether a passage belongs to the focus. */
export function isAbout(passage: Passage, focus: Focus): boolean {
  const { source } = passage;
  switch (focus.kind) {
    case 'roles':
      return source.kind === 'role' && focus.indexes.includes(source.index);
    case 'project':
      return source.kind === 'project' && source.index === focus.index;
    case 'person':
      return source.kind === 'testimonial' && source.index === focus.index;
    case 'item':
      return sourceKey(source) === sourceKey(focus.source);
  }
}
