import type { Fact, Facts } from '../../knowledge/facts';
import type { Side } from '../../understand/read-question';

const ROLE_WORD = '(role|job|position|gig|post|employer|company|title)';
// "his first Brightline title": an employer's name may stand between the ordinal and the role word.
const FIRST = new RegExp(
  String.raw`\b(first|earliest|oldest)( ever)?( (it|full time|paid|real|proper))?( [a-z]+){0,3}? ${ROLE_WORD}\b`,
);
const LAST = new RegExp(
  String.raw`\b(last|latest|most recent|newest|current|present)( (full time|paid))?( [a-z]+){0,3}? ${ROLE_WORD}\b`,
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
  // "his first Brightline title": the earliest of that employer's roles.
  const employerRoles = new Set(
    side.mentions.flatMap((mention) =>
      mention.focus.kind === 'roles' && mention.focus.employer ? mention.focus.indexes : [],
    ),
  );
  const ofEmployer = (fact: Fact) =>
    employerRoles.size === 0 ||
    (kind === 'role' &&
      fact.focus?.kind === 'roles' &&
      fact.focus.indexes.every((index) => employerRoles.has(index)));
  const dated = facts.byKind(kind).filter((fact) => fact.span !== null && ofEmployer(fact));
  const byStart = (a: Fact, b: Fact) => (a.span?.start ?? 0) - (b.span?.start ?? 0);
  const sorted = [...dated].sort(byStart);
  return (first ? sorted[0] : sorted.at(-1)) ?? null;
}
