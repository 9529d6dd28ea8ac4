import { editDistance, STOP_WORDS, typoAllowance } from './question-words';
import { THESAURUS_WORDS } from './thesaurus';

/** Words of questions that the content need not contain: asking, time, comparison, small talk. */
const QUESTION_WORDS = (
  'tell about experience experienced worked work works working does ever kind sort type like want need looking look ' +
  'besides except excluding apart aside beyond counting ' +
  'find show give get got make made take took say said says think thought see go went come came hold holds held won win ' +
  'received receive earn earned year years month months long time times first last next previous before after later ' +
  'earlier now currently current today still yet again other another same different best most least biggest largest ' +
  'longest shortest highest fastest compare compared versus vs between bigger larger longer shorter less better worse ' +
  'section sections heading headings part parts someone anyone people person name named called company companies employer employers career history background ' +
  'skills skill good great strong able capable help hire available interested open willing consider join joined leave ' +
  'website websites homepage ' +
  'earliest oldest newest latest recent recently smallest lowest quickest fastest slowest greatest chronological chronologically order ordered gap passed elapsed total altogether combined sum difference per monthly annual annually yearly figure figures dollar dollars amount amounts ' +
  'left quit stop stopped stopping stay stayed spend spent number yes no not never always thanks thank hello hi hey okay ok sure cool nice ' +
  'awesome right wrong true false did done doing been went role job what where when which who why how was were is are ' +
  'his him he alex morgan there here then that this these those them they their it its together else more much many ' +
  'could would should will can may might must shall do does did has have had am an the a and or but if so'
).split(' ');

/** Common words and names the content never uses: known, so typo correction leaves them alone. */
const KNOWN_ELSEWHERE = (
  'salary salaries rate rates pay paid compensation wage wages age old young married wife husband spouse kids children ' +
  'family hobby hobbies religion politics birthday born nationality citizen citizenship visa sponsorship sponsor ' +
  'authorized authorised authorization clearance notice relocate relocation move moving language languages speak speaks ' +
  'spoken fluent spanish french german chinese japanese english phd doctorate bachelor bachelors masters undergraduate ' +
  'university universities college school harvard stanford berkeley mit ' +
  'kubernetes docker aws azure gcp google amazon microsoft apple meta facebook netflix salesforce servicenow jira okta ' +
  'python java javascript typescript golang rust ruby php sql nosql database databases linux windows macos terraform ' +
  'ansible devops sre pmp ccna ccnp cism cisa comptia iso hipaa pci fedramp siem splunk crowdstrike vmware ai ml ' +
  'blockchain crypto london york seattle austin boston chicago texas canada europe asia favorite favourite programming ' +
  'code coding developer engineer engineering weather joke poem story song movie sports book books patent patents ' +
  'keynote keynotes podcast podcasts'
).split(' ');

export type Vocabulary = {
  /** Normalized words that appear in the content. */
  contentWords: ReadonlySet<string>;
  /** Every word correction may aim at, with a weight preferring common question words. */
  targets: ReadonlyMap<string, number>;
  known: ReadonlySet<string>;
  /** Common hiring and technology words the content never uses (Kubernetes, salary). */
  outside: ReadonlySet<string>;
};

export function buildVocabulary(contentWords: readonly string[], nameWords: readonly string[]): Vocabulary {
  const targets = new Map<string, number>();
  const bump = (word: string, weight: number) => {
    if (word.length >= 2) targets.set(word, (targets.get(word) ?? 0) + weight);
  };
  for (const word of contentWords) bump(word, 1);
  for (const word of THESAURUS_WORDS) bump(word, 3);
  for (const word of QUESTION_WORDS) bump(word, 10);
  for (const word of STOP_WORDS) bump(word, 10);
  for (const word of nameWords) bump(word, 10);
  const known = new Set([...targets.keys(), ...KNOWN_ELSEWHERE]);
  return { contentWords: new Set(contentWords), targets, known, outside: new Set(KNOWN_ELSEWHERE) };
}

/**
 * One wrong letter in a short word is as likely another real word ("touch" is not "vouch"), so
 * below six letters only a dropped, doubled or swapped letter is corrected.
 */
function isShortSubstitution(word: string, target: string): boolean {
  if (word.length !== target.length || word.length >= 6) return false;
  const differ = [...word].flatMap((letter, index) => (letter === target[index] ? [] : [index]));
  const [first, second] = differ;
  const isSwap =
    differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    word[first] === target[second] &&
    word[second] === target[first];
  return !isSwap;
}

/** Whether every letter of the typo appears in order in the word (a letter was dropped). */
function isSubsequence(typo: string, word: string): boolean {
  let position = 0;
  for (const letter of word) if (letter === typo[position]) position += 1;
  return position === typo.length;
}

/** Between equally near words: a dropped letter beats a wrong one, then the same first letter, then the commoner word. */
function isBetterTie(
  word: string,
  target: string,
  weight: number,
  best: string,
  bestWeight: number,
): boolean {
  const rank = (candidate: string) => [isSubsequence(word, candidate), candidate[0] === word[0]];
  const [targetSub, targetFirst] = rank(target);
  const [bestSub, bestFirst] = rank(best);
  if (targetSub !== bestSub) return Boolean(targetSub);
  if (targetFirst !== bestFirst) return Boolean(targetFirst);
  return weight > bestWeight;
}

/**
 * The word the visitor most likely meant: unchanged when known, else the nearest known word
 * within the typo allowance ("baesd" -> "based", "alx" -> "alex"); ties go to commoner words.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string {
  if (vocabulary.known.has(word) || /\d/.test(word) || word.length < 3) return word;
  // A plural or singular of a known word is no typo ("zone" beside "zones").
  if (vocabulary.known.has(`${word}s`) || vocabulary.known.has(word.replace(/s$/, ''))) return word;
  const limit = word.length === 3 ? 1 : typoAllowance(word.length);
  let best = word;
  let bestDistance = limit + 1;
  let bestWeight = 0;
  for (const [target, weight] of vocabulary.targets) {
    if (Math.abs(target.length - word.length) > limit) continue;
    // A three-letter typo only grows into a common word ("hav" -> "have"), never shrinks or swaps.
    if (word.length === 3 && (target.length !== 4 || weight < 10)) continue;
    const distance = editDistance(word, target, limit);
    if (distance > limit || (distance === 1 && isShortSubstitution(word, target))) continue;
    if (
      distance > bestDistance ||
      (distance === bestDistance && !isBetterTie(word, target, weight, best, bestWeight))
    )
      continue;
    best = target;
    bestDistance = distance;
    bestWeight = weight;
  }
  return best;
}
