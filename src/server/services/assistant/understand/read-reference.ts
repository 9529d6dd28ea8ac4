/**
 * Words that point back into the chat rather than at a name: "the first one", "the second of
 * those", "the latter" pick from the last list shown; "which of them", "of those" run over it.
 * Only detected here; the reasoning stage binds them to the conversation it holds.
 */
export type Reference = { kind: 'ordinal'; index: number } | { kind: 'other' } | { kind: 'list' } | null;

const ORDINALS: ReadonlyMap<string, number> = new Map([
  ['first', 0],
  ['second', 1],
  ['third', 2],
  ['fourth', 3],
  ['fifth', 4],
  ['former', 0],
  ['last', -1],
  ['latter', -1],
]);

const ORDINAL =
  /\b(?:the )?(first|second|third|fourth|fifth|last) (?:one|of (?:them|those|these|the (?:two|three|list)))\b|\bthe (former|latter)\b|\b(first|second|third|last) (?:one|listed|mentioned)\b/;
const OVER_LIST =
  /\b(?:(?:which|what|who) of (?:them|those|these)|of (?:those|these|them)|the two|both of (?:them|those))\b/;

export function readReference(text: string): Reference {
  const ordinal = ORDINAL.exec(text);
  const word = ordinal?.[1] ?? ordinal?.[2] ?? ordinal?.[3];
  const index = word ? ORDINALS.get(word) : undefined;
  if (index !== undefined) return { kind: 'ordinal', index };
  if (/\b(the|and|what about|how about) other\b/.test(text)) return { kind: 'other' };
  return OVER_LIST.test(text) ? { kind: 'list' } : null;
}
