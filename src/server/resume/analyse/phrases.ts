import type { JobKeyword } from './keywords';
import { countForm, prepareForm, prepareText } from './normalize';

const STOP_WORDS = new Set(
  `a an and or the of to in on for with by at from as is are be been being this that these those it its our your
  we you they their us will can may must should would could able ability including include such other etc per
  all any each every more most than into across within through over under about up out new own well also not
  experience years year work working team teams strong excellent good great proven demonstrated role position
  company candidate candidates job opportunity opportunities employer benefits salary equal plus preferred
  required requirements responsibilities qualifications skills knowledge understanding minimum using use
  who what when where how why which while both one two three five ten help make support ensure day based
  bachelor degree related field environment environments level high highly fast paced best world class`.split(
    /\s+/,
  ),
);
const MAX_PHRASES = 5;

/**
 * Recurring two- and three-word phrases the vocabulary does not know ("warehouse systems"): a
 * posting that says something twice cares about it.
 */
export function extractPhrases(lines: string[], known: JobKeyword[]): JobKeyword[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const words = prepareText(line).lower.trim().split(' ').filter(Boolean);
    for (let size = 2; size <= 3; size++) {
      for (let start = 0; start + size <= words.length; start++) {
        const gram = words.slice(start, start + size);
        if (!isContentPhrase(gram)) continue;
        const phrase = gram.join(' ');
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      }
    }
  }
  const knownForms = known.flatMap((keyword) => keyword.forms.map((form) => form.text.toLowerCase()));
  const candidates = [...counts.entries()]
    .filter(
      ([phrase, count]) =>
        count >= 2 && !knownForms.some((form) => phrase.includes(form) || form.includes(phrase)),
    )
    .sort((a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length);
  const chosen: Array<[string, number]> = [];
  for (const candidate of candidates) {
    if (chosen.some(([phrase]) => phrase.includes(candidate[0]) || candidate[0].includes(phrase))) continue;
    chosen.push(candidate);
    if (chosen.length === MAX_PHRASES) break;
  }
  return chosen.map(([phrase, count]) => {
    const form = prepareForm(phrase, false);
    return {
      id: `phrase:${phrase}`,
      label: phrase,
      term: null,
      forms: [form],
      evidence: [],
      weight: Math.round(0.45 * (1 + 0.5 * Math.log2(count)) * 100) / 100,
      count: lines.reduce((sum, line) => sum + countForm(prepareText(line), form), 0),
      importance: 'mentioned' as const,
      jobLocations: [],
    };
  });
}

function isContentPhrase(words: string[]): boolean {
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  if (STOP_WORDS.has(first) || STOP_WORDS.has(last)) return false;
  return (
    words.every((word) => word.length >= 3 && !/^\d+$/.test(word)) &&
    words.filter((word) => STOP_WORDS.has(word)).length <= 1
  );
}
