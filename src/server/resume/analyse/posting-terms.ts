import type { Importance, JobKeyword } from './keywords';
import { countForm, type MatchText, type PreparedForm, prepareForm } from './normalize';
import { isAbbreviation } from './synonyms';

export type PostingLine = {
  text: string;
  prepared: MatchText;
  importance: Importance;
  multiplier: number;
  field: string;
};

/** Capitalised words that name no skill: pronouns, days, months, hiring boilerplate. */
const NOT_TERMS = new Set(
  `I We You Our Your Us They The This That These Those It Its A An And Or Of In On For With At By From As To Is Are
  Be Will Can May Must Should Would All Any Each Every Some More Most About If When Where How What Why Who Which
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August
  September October November December Equal Opportunity Employer Benefits Salary Remote Hybrid Onsite Americas
  EMEA APAC Senior Junior Lead Staff Principal Manager Director Engineer Analyst Team Teams Company Role Position
  Candidate Requirements Responsibilities Qualifications Preferred Required Nice Bonus Plus Experience Years
  Ability Strong Excellent Knowledge Understanding Familiarity Proficiency Hands Expert Work Working Build Building
  Own Drive Lead Help Join Apply About Why What Who Please Note Our Mission Vision Values Inc LLC Ltd Corp`.split(
    /\s+/,
  ),
);
/** Abbreviations that are grammar, geography or hiring boilerplate, not skills. */
const NOT_ACRONYMS = new Set(
  'US USA UK EU EEO EOE HR IT OK AM PM ET PT CT MT UTC GMT NA ID TBD ASAP FAQ CEO CFO COO VP SVP EVP II III IV'.split(
    ' ',
  ),
);

/**
 * Words that look like product or technology names: TypeScript, Node.js, C#, AWS, ServiceNow, S3.
 * None may sit inside a longer name ("Next" of "Next.js", "ASP" of "ASP.NET") or a hyphenated
 * compound ("CSS" and "JS" of "CSS-in-JS"), which is read whole.
 */
const NAMED = [
  /(?<![\w.]|\w-(?:in|to|on|as|of|and|for)-)[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+(?![\w]|\.\w|-(?:in|to|on|as|of|and|for)-)/g, // CamelCase: TypeScript, GraphQL, ServiceNow
  /(?<![\w.-])[A-Za-z][A-Za-z0-9]*\.(?:js|JS|NET|io)(?![\w-])/g, // Node.js, Next.js, ASP.NET
  /(?<![\w-])\.NET(?![\w-])/g,
  /(?<![\w-])(?:C#|C\+\+|F#)(?![\w-])/g,
  /(?<![\w.]|\w-(?:in|to|on|as|of|and|for)-)[A-Z][A-Z0-9]{1,5}(?![\w]|\.\w|-(?:in|to|on|as|of|and|for)-)/g, // AWS, SQL, GCP, EC2, SOC
];
/** "CSS-in-JS": names joined by a connecting word, read as one. */
const COMPOUND =
  /(?<![\w.-])[A-Za-z0-9+#.]*[A-Z][A-Za-z0-9+#.]*(?:-(?:in|to|on|as|of|and|for)-[A-Za-z0-9+#.]*[A-Z][A-Za-z0-9+#.]*)+(?![\w-])/g;
/** A capitalised word in the middle of a sentence: React, Kubernetes, Jira. */
const MID_SENTENCE = /(?<=[a-z0-9,;:]\s)[A-Z][a-z][a-z0-9]+(?![\w]|\.\w)/g;
/** Generic nouns that end a run of names without being part of the name ("GraphQL API team"). */
const RUN_TAIL = new Set(['API', 'APIs', 'SDK', 'SDKs', 'Team', 'Teams']);
/** Two to four capitalised words in a row: "Core Web Vitals", "App Router", "Google Workspace". */
const NAME_RUN = /(?<![\w.-])[A-Z][A-Za-z0-9+#]*(?:\.js)?(?: [A-Z][A-Za-z0-9+#]*(?:\.js)?){1,3}(?![\w-])/g;
/** "WCAG 2.1 AA", "Level AA": a grade after a version number qualifies the name before it. */
const AFTER_VERSION = /\d\+?\s$/;

/** Title Case lines ("Machine Learning Algorithms") capitalise ordinary words: no signal there. */
function isTitleCase(text: string): boolean {
  const words = text.match(/[A-Za-z]{3,}/g) ?? [];
  return words.length >= 3 && words.filter((word) => /^[A-Z]/.test(word)).length / words.length > 0.5;
}

/** "React, Vue or Angular": capitalised single words listed side by side are named things. */
function listedNames(text: string): string[] {
  const parts = text.split(/,|;|\/|\(|\)|\bor\b|\band\b|\be\.g\.|\bsuch as\b|\blike\b/);
  const names = parts
    .map((part) => part.trim().replace(/^(?:with|in|of|using)\s+/i, ''))
    .filter((part) => /^[A-Z][A-Za-z0-9+#.]*$/.test(part) && part.length > 1);
  return names.length >= 2 ? names : [];
}

const isNoise = (word: string) => NOT_TERMS.has(word) || NOT_ACRONYMS.has(word);

/**
 * Runs of capitalised words mid-sentence, boilerplate trimmed from both ends, read as one name;
 * with the stretch of the line each covers, so their words are not also taken one by one.
 */
function nameRuns(text: string, lowerWords: Set<string>): Array<{ name: string; from: number; to: number }> {
  if (isTitleCase(text)) return [];
  const runs: Array<{ name: string; from: number; to: number }> = [];
  for (const match of text.matchAll(NAME_RUN)) {
    const words = match[0].split(' ');
    let first = 0;
    let last = words.length;
    // At a sentence's start the first word is capitalised anyway: "Support PCI DSS compliance".
    const atSentenceStart = /(?:^|[.!?:•*]\s*)\s*$/.test(text.slice(0, match.index));
    while (
      first < last &&
      (isNoise(words[first] ?? '') ||
        (first === 0 && atSentenceStart && lowerWords.has((words[0] ?? '').toLowerCase())))
    )
      first++;
    while (last > first && (isNoise(words[last - 1] ?? '') || RUN_TAIL.has(words[last - 1] ?? ''))) last--;
    const kept = words.slice(first, last);
    // Ordinary words capitalised for emphasis ("Product Design") appear in lower case elsewhere.
    if (kept.length < 2 || kept.every((word) => lowerWords.has(word.toLowerCase()))) continue;
    const from = match.index + words.slice(0, first).join(' ').length + (first > 0 ? 1 : 0);
    const name = kept.join(' ');
    runs.push({ name, from, to: from + name.length });
  }
  return runs;
}

/**
 * Named things of one line. A plain capitalised word ("React", "Design") counts only when the
 * posting never writes it in lower case: "design" elsewhere shows it is an ordinary word.
 */
function candidatesOf(text: string, lowerWords: Set<string>): string[] {
  const runs = nameRuns(text, lowerWords);
  const insideRun = (at: number) => runs.some((run) => at >= run.from && at < run.to);
  const found = NAMED.flatMap((pattern) =>
    [...text.matchAll(pattern)]
      .filter((match) => !insideRun(match.index))
      .filter((match) => !(match[0].length <= 2 && AFTER_VERSION.test(text.slice(0, match.index))))
      .map((match) => match[0]),
  );
  const compounds = [...text.matchAll(COMPOUND)].map((match) => match[0]);
  const plain = [
    ...(isTitleCase(text)
      ? []
      : [...text.matchAll(MID_SENTENCE)].filter((match) => !insideRun(match.index)).map((match) => match[0])),
    ...listedNames(text),
  ].filter((word) => {
    const lower = word.toLowerCase();
    return !lowerWords.has(lower) && !lowerWords.has(`${lower}s`) && !lowerWords.has(lower.replace(/s$/, ''));
  });
  return [...runs.map((run) => run.name), ...compounds, ...found, ...plain].filter(
    (word) => !isNoise(word) && !/^\d/.test(word),
  );
}

/**
 * The technologies, tools and products a posting names that the IT vocabulary does not know
 * (React, TypeScript, Kubernetes, Salesforce): each weighted by how often and how insistently the
 * posting asks for it, so a frontend posting's stack counts as much as an IT one's.
 */
export function extractPostingTerms(
  lines: PostingLine[],
  known: JobKeyword[],
  ownNames: string[],
): JobKeyword[] {
  const knownForms = known.flatMap((keyword) => keyword.forms.map((form) => form.text.toLowerCase()));
  const own = new Set(ownNames.flatMap((name) => name.split(/\s+/)).map((word) => word.toLowerCase()));
  const byForm = new Map<string, { label: string; form: ReturnType<typeof prepareForm> }>();
  const lowerWords = new Set(lines.flatMap((line) => line.text.match(/(?<![\w.])[a-z][a-z0-9]+/g) ?? []));
  for (const line of lines) {
    for (const word of candidatesOf(line.text, lowerWords)) {
      const form = prepareForm(word, isAbbreviation(word));
      const key = form.text.toLowerCase();
      const isOwnName = key.split(/\s+/).every((part) => own.has(part));
      if (!key.trim() || isOwnName || knownForms.some((known) => known === key)) continue;
      if (!byForm.has(key)) byForm.set(key, { label: word, form });
    }
  }
  return [...byForm].flatMap(([key, { label, form }]) => {
    const term = weighPostingTerm(lines, `named:${key}`, label, form, 0.9);
    return term ? [term] : [];
  });
}

/**
 * A posting's own term as a keyword: weighted by how often and how insistently the posting asks
 * for it (its strongest line), at `base` of a vocabulary term's weight; null when no line has it.
 */
export function weighPostingTerm(
  lines: PostingLine[],
  id: string,
  label: string,
  form: PreparedForm,
  base: number,
): JobKeyword | null {
  let count = 0;
  let strength = 0;
  let importance: Importance = 'preferred';
  const locations = new Set<string>();
  for (const line of lines) {
    const hits = countForm(line.prepared, form);
    if (hits === 0) continue;
    count += hits;
    strength = Math.max(strength, line.multiplier);
    if (rank(line.importance) > rank(importance)) importance = line.importance;
    locations.add(line.field);
  }
  if (count === 0) return null;
  return {
    id,
    label,
    term: null,
    forms: [form],
    evidence: [],
    weight: Math.round(base * strength * (1 + 0.5 * Math.log2(count)) * 100) / 100,
    count,
    importance,
    jobLocations: [...locations],
  };
}

function rank(importance: Importance): number {
  return importance === 'required' ? 2 : importance === 'mentioned' ? 1 : 0;
}
