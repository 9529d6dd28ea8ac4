import type { Fact, Facts } from '../../knowledge/facts';
import type { Side } from '../../understand/read-question';

const ROLE_WORD = '(role|job|position|gig|post|employer|company|title)';
const FIRST = new RegExp(
  String.raw`\b(first|earliest|oldest)( ever)?( (it|full time|paid|real|proper))? ${ROLE_WORD}\b`,
);
const LAST = new RegExp(
  String.raw`\b(last|latest|most recent|newest|current|present)( (full time|paid))? ${ROLE_WORD}\b`,
);

/**
 * "From his very first role to founding Meridian Ridge": a side that names a role by its place on
 * the timeline rather than by name is the earliest or the latest role (an employer for
 * "employer" or "company").
 */
export function ordinalSide(facts: Facts, side: Side): Fact | null {
  const text = side.text.toLowerCase();
  const first = FIRST.exec(text);
  const last = first ? null : LAST.exec(text);
  const match = first ?? last;
  if (!match) return null;
  const word = match.at(-1) ?? '';
  const kind = word === 'employer' || word === 'company' ? 'employer' : 'role';
  const dated = facts.byKind(kind).filter((fact) => fact.span !== null);
  const byStart = (a: Fact, b: Fact) => (a.span?.start ?? 0) - (b.span?.start ?? 0);
  const sorted = [...dated].sort(byStart);
  return (first ? sorted[0] : sorted.at(-1)) ?? null;
}
