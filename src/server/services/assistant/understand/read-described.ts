import type { SiteContent } from '../../../../../content/schema';
import { normalizeText } from '../../../../shared/text/normalize-words';
import type { Mention } from '../knowledge/entities';
import { employerOf } from '../knowledge/timeline';
import { STOP_WORDS } from './question-words';
import { stemWord } from './stem-word';
import { expandTerms } from './thesaurus';

/**
 * "His gaming job", "the games industry", "back in his QA days": a role or employer named by what
 * it was rather than by its name. A word right before a word for a stretch of work is matched
 * against each role's title and the first sentence of its description (with the thesaurus's
 * words for it); it names something only if it picks out a few roles, not most of them.
 */
const STRETCH =
  /^(industry|job|jobs|gig|gigs|days|company|employer|world|stint|years|era|role|career|studio|sector|shop)$/;
/** Words every role shares: they pick out nothing. */
const SHARED = new Set(
  'it senior sr manager management lead leader led head founder principal role company business operations ops work team own new old first'.split(
    ' ',
  ),
);
const MOST = 3;
/** The content's words for the industries it has worked in ("software", "logistics", "game"). */
const INDUSTRY_STEMS = new Set(expandTerms('industry').map(stemWord));

type Described = { stems: ReadonlySet<string>; employer: string }[];
const byContent = new WeakMap<SiteContent, Described>();

function describe(content: SiteContent): Described {
  let described = byContent.get(content);
  if (!described) {
    described = content.roles.map((role) => ({
      stems: new Set(
        normalizeText(`${role.title} ${role.details.description.split(/(?<=\.)\s/)[0] ?? ''}`)
          .split(' ')
          .filter((word) => word && !STOP_WORDS.has(word) && !SHARED.has(word))
          .map(stemWord),
      ),
      employer: employerOf(role.company),
    }));
    byContent.set(content, described);
  }
  return described;
}

/**
 * "Advisory" and "Advisor", "consulting" and "consultant": the stemmer leaves derived words apart
 * ("advisori", "advisor"), so a stem of six letters or more that begins the other, its last letter
 * aside, is the same root.
 */
function sameRoot(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 6 && long.startsWith(short.slice(0, short.length - 1));
}

export function findDescribed(
  words: readonly string[],
  taken: ReadonlySet<number>,
  content: SiteContent,
): Mention[] {
  const roles = describe(content);
  const found: Mention[] = [];
  words.forEach((word, position) => {
    const next = words[position + 1] ?? '';
    if (taken.has(position) || !STRETCH.test(next) || STOP_WORDS.has(word)) return;
    const stem = stemWord(word);
    if (SHARED.has(word) || SHARED.has(stem)) return;
    // The word itself first ("startup" in "the startup studio"); its thesaurus words only when it
    // fits no role, since they reach wider ("startup" → "founders", "advise").
    const own = roles.flatMap((role, index) =>
      role.stems.has(stem) || [...role.stems].some((roleStem) => sameRoot(roleStem, stem)) ? [index] : [],
    );
    const wanted = new Set(
      expandTerms(word)
        .flatMap((term) => term.split(' '))
        .map(stemWord),
    );
    const indexes =
      own.length > 0
        ? own
        : roles.flatMap((role, index) => ([...wanted].some((term) => role.stems.has(term)) ? [index] : []));
    if (indexes.length === 0 || indexes.length > MOST) return;
    const employers = new Set(indexes.map((index) => roles[index]?.employer ?? ''));
    const [employer] = employers;
    // "The software company" is the employer, every role there, even when one role's words named
    // it: an industry describes the company. "The parent company" may be one role's own words.
    const isEmployerNamed = /^(company|employer|studio|shop|firm)$/.test(next) && INDUSTRY_STEMS.has(stem);
    const focus =
      employers.size === 1 && employer && (indexes.length > 1 || isEmployerNamed)
        ? {
            kind: 'roles' as const,
            indexes: roles.flatMap((role, index) => (role.employer === employer ? [index] : [])),
            employer,
          }
        : { kind: 'roles' as const, indexes };
    found.push({ focus, start: position, end: position + 2 });
  });
  return found;
}
