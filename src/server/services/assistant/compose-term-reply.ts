import type { Fact, FactKind, Section } from './build-facts';
import { type Knowledge, searchFacts } from './build-index';
import { formatMetrics } from './compose-project-reply';
import { RELATED_TERMS } from './extract-terms';
import { containsPhrase, singularize } from './normalize-text';
import {
  bullets,
  composeUnknown,
  firstSentence,
  joinWords,
  lines,
  pointTo,
  quoteIfFirstPerson,
  sentenceWith,
  withoutFinalStop,
} from './reply-parts';

const KIND_ORDER: FactKind[] = ['achievement', 'skill', 'metric', 'detail', 'duty', 'summary'];
const SECTION_ORDER: Section[] = [
  'Technical Expertise',
  'Career Timeline',
  'Projects',
  'Executive Summary',
  'Awards & Publications',
  'Contact',
];

function variantsOf(term: string): string[] {
  return [...new Set([term, singularize(term), `${term}s`])];
}

function matchFacts(knowledge: Knowledge, phrases: readonly string[]): Fact[] {
  return knowledge.facts.filter(
    (fact) =>
      fact.source.kind !== 'blog' &&
      fact.source.kind !== 'testimonial' &&
      phrases.some((phrase) => containsPhrase(fact.normalized, phrase)),
  );
}

const sourceKey = (fact: Fact): string =>
  `${fact.source.kind}:${'index' in fact.source ? fact.source.index : ''}`;

function describeEvidence(knowledge: Knowledge, facts: Fact[], phrases: readonly string[]): string {
  const [fact] = facts;
  if (!fact) return '';
  const { source } = fact;
  const skills = facts.filter((candidate) => candidate.kind === 'skill').slice(0, 3);
  const best = [...facts].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))[0] ?? fact;
  if (source.kind === 'category') {
    const category = knowledge.content.skillCategories[source.index];
    const text =
      skills.length > 0 ? skills.map((skill) => skill.text).join(', ') : sentenceWith(best.text, phrases);
    return `${category?.title ?? fact.label} (Technical Expertise): ${withoutFinalStop(text)}`;
  }
  if (source.kind === 'project') {
    const project = knowledge.content.projects[source.index];
    if (!project) return '';
    const text =
      best.kind === 'summary' || best.kind === 'skill' ? project.subtitle : sentenceWith(best.text, phrases);
    return `${project.title} (Projects): ${quoteIfFirstPerson(withoutFinalStop(text))}; ${formatMetrics(project, 2)}`;
  }
  const role = source.kind === 'role' ? knowledge.content.roles[source.index] : undefined;
  const text =
    best.kind === 'skill'
      ? `skills include ${best.text}`
      : best.kind === 'summary' && role
        ? firstSentence(role.details.description)
        : sentenceWith(best.text, phrases);
  const where = role ? fact.label : fact.section;
  return `${where}: ${quoteIfFirstPerson(withoutFinalStop(text))}`;
}

const SECTION_CAPS: Partial<Record<Section, number>> = {
  'Technical Expertise': 3,
  'Career Timeline': 2,
  Projects: 2,
};
const MAX_BULLETS = 6;

/** A short list that favours the skills listing, then roles and projects, one line per source. */
function pickGroups(groups: Fact[][]): Fact[][] {
  const sectionOf = (group: Fact[]): Section => group[0]?.section ?? 'Contact';
  const sorted = [...groups].sort(
    (a, b) => SECTION_ORDER.indexOf(sectionOf(a)) - SECTION_ORDER.indexOf(sectionOf(b)),
  );
  const taken = new Map<Section, number>();
  const picked: Fact[][] = [];
  for (const group of sorted) {
    const section = sectionOf(group);
    const count = taken.get(section) ?? 0;
    if (count >= (SECTION_CAPS[section] ?? 1) || picked.length >= MAX_BULLETS) continue;
    taken.set(section, count + 1);
    picked.push(group);
  }
  return picked;
}

/** The visitor's own spelling of a term, so "ITIL" is echoed as typed rather than lowercased. */
function displayTerm(knowledge: Knowledge, message: string, term: string): string {
  // Echoing a number the content never states would read like a claim.
  if (/\d/.test(term) && !knowledge.facts.some((fact) => containsPhrase(fact.normalized, term)))
    return 'that';
  const pattern = term
    .split(/\s+|(?=&)|(?<=&)/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^A-Za-z0-9&]*');
  return new RegExp(pattern, 'i').exec(message)?.[0] ?? term;
}

export function composeTermReply(knowledge: Knowledge, message: string, terms: readonly string[]): string {
  const found: string[] = [];
  const related: string[] = [];
  const missing: string[] = [];
  const evidence: Fact[] = [];
  const phrases: string[] = [];
  for (const term of terms) {
    const literal = matchFacts(knowledge, variantsOf(term));
    const aliases = RELATED_TERMS[term] ?? [];
    const alike = matchFacts(knowledge, aliases);
    if (literal.length > 0) found.push(displayTerm(knowledge, message, term));
    else if (alike.length > 0) related.push(displayTerm(knowledge, message, term));
    else missing.push(displayTerm(knowledge, message, term));
    for (const fact of [...literal, ...alike]) if (!evidence.includes(fact)) evidence.push(fact);
    phrases.push(...variantsOf(term), ...aliases);
  }
  if (evidence.length === 0) {
    const fuzzy = searchFacts(knowledge, terms.join(' '), { limit: 4, requireAll: true }).filter(
      (fact) => fact.source.kind !== 'blog' && fact.source.kind !== 'testimonial',
    );
    if (fuzzy.length === 0 || terms.join('').length < 5) {
      const what = missing.length > 0 ? joinWords(missing) : 'that';
      return composeUnknown(
        knowledge,
        `I don't know of any experience with ${what}: the site doesn't mention it.`,
      );
    }
    evidence.push(...fuzzy);
  }
  const groups = new Map<string, Fact[]>();
  for (const fact of evidence) groups.set(sourceKey(fact), [...(groups.get(sourceKey(fact)) ?? []), fact]);
  const ordered = pickGroups([...groups.values()]);
  const lead =
    found.length > 0
      ? `Yes, ${knowledge.firstName}'s background includes ${joinWords(found)}:`
      : related.length > 0
        ? `The site doesn't mention ${joinWords(related)} by name, but it lists related experience:`
        : `Here's what the site says that matches:`;
  return lines(
    lead,
    bullets(ordered.map((group) => describeEvidence(knowledge, group, phrases))),
    missing.length > 0 && found.length + related.length > 0
      ? `The site doesn't mention ${joinWords(missing)}.`
      : null,
    pointTo(ordered.map((group) => group[0]?.section ?? 'Contact')),
  );
}
