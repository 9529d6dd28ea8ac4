import type { SiteContent } from '../../../../../content/schema';
import { normalizeText } from '../../../../shared/text/normalize-words';
import { findAmounts } from '../understand/read-amount';
import type { Focus } from './focus';
import { listCountFacts } from './list-counts';
import type { Passage, SectionId } from './passages';
import { combineSpans, formatSpan, formatWrittenDate, parseDate, type Span, type Timeline } from './timeline';

/**
 * The content as typed facts, so one reasoning operation (the longest, the earliest, the gap
 * between two dates, a total, an order) works the same over every kind of thing: roles and
 * employers with their dates, projects with their metrics and dates, awards and publications,
 * the people who recommend the owner, credentials, and every amount the content states.
 */
export type FactKind =
  | 'role'
  | 'employer'
  | 'project'
  | 'award'
  | 'publication'
  | 'person'
  | 'credential'
  | 'quantity';

/** An amount as the content states it: "$70K" of "Monthly SaaS Savings", per month. */
export type Quantity = {
  value: number;
  unit: 'money' | 'percent' | 'count';
  per: 'month' | 'year' | null;
  /** As written: "$1.5M", "15+", "99.9%". */
  text: string;
  /** What it counts, in the content's words: "Annual OpEx Reduction", or the words around it in a sentence. */
  label: string;
  /** The sentence that states it, when it is not a labelled metric. */
  sentence: string | null;
  /** "15+", "more than $10M": at least this much. */
  isFloor: boolean;
};

export type Fact = {
  key: string;
  kind: FactKind;
  /** How a reply names it: "IT Manager at Northwind Interactive", "the Top Tech Exec Award". */
  name: string;
  focus: Focus | null;
  /** When it was, to the month; a dated item starts and ends in the same month. */
  span: Span | null;
  /** The date as the content writes it ("May 2015", "March 2013 - January 2017"). */
  when: string | null;
  quantities: Quantity[];
  /** Lowercase words a filter may test: title, employer, location, "current", "press". */
  words: ReadonlySet<string>;
  location: string | null;
  /** How many roles an employer's span holds (its titles); 1 for a role. */
  roleCount: number;
  section: SectionId;
  /** The passages the fact comes from: the text a filter searches and a model may use. */
  passages: readonly Passage[];
};

export type Facts = {
  all: readonly Fact[];
  byKind: (kind: FactKind) => Fact[];
  /** The fact a focus names (a role, an employer, a project, a person or an item), if any. */
  ofFocus: (focus: Focus) => Fact | null;
};

const PER_MONTH = /\b(monthly|per month|a month|each month|every month)\b/i;
const PER_YEAR = /\b(annual|annually|per year|a year|each year|every year|yearly)\b/i;

const wordsOf = (...texts: (string | null | undefined)[]): Set<string> =>
  new Set(
    texts
      .filter(Boolean)
      .flatMap((text) => normalizeText(text ?? '').split(' '))
      .filter(Boolean),
  );

const point = (when: string): Span | null => {
  const month = parseDate(when);
  return month === null ? null : { start: month, end: month, isCurrent: false };
};

function perOf(text: string): Quantity['per'] {
  if (PER_MONTH.test(text)) return 'month';
  return PER_YEAR.test(text) ? 'year' : null;
}

/** Every amount a passage states, labelled with the words around it. */
function quantitiesIn(passage: Passage): Quantity[] {
  return findAmounts(passage.text).flatMap((amount) => {
    if (amount.kind === 'count' && amount.value < 2 && !amount.isFloor) return [];
    // "24/7" is a schedule and "2027," a year, not amounts.
    if (/^\d+\s*\/|^(19|20)\d\d,?$/.test(passage.text.slice(amount.start, amount.end + 2))) return [];
    const after = passage.text.slice(amount.end, amount.end + 40);
    const isMetric = passage.kind === 'metric';
    // In a sentence of several amounts, each is about the words beside it, not the whole sentence.
    const before = passage.text.slice(0, amount.start).trim().split(/\s+/).slice(-4).join(' ');
    const beside = `${before} ${passage.text.slice(amount.end).trim().split(/\s+/).slice(0, 5).join(' ')}`;
    const label = isMetric ? passage.text.slice(amount.end).trim() : beside.trim();
    return [
      {
        value: amount.value,
        unit: amount.kind,
        per: perOf(passage.kind === 'metric' ? label : after),
        text: amount.text.replace(/,$/, ''),
        label,
        sentence: isMetric ? null : passage.text,
        isFloor: amount.isFloor,
      },
    ];
  });
}

export function buildFacts(
  content: SiteContent,
  timeline: Timeline,
  passages: readonly Passage[],
  projectRoles: readonly number[][],
): Facts {
  const facts: Fact[] = [];
  const from = (test: (passage: Passage) => boolean) => passages.filter(test);
  const sourced = (kind: Passage['source']['kind'], index: number) =>
    from(
      (passage) =>
        'index' in passage.source && passage.source.kind === kind && passage.source.index === index,
    );

  content.roles.forEach((role, index) => {
    const span = timeline.byIndex[index]?.span ?? null;
    facts.push({
      key: `role:${index}`,
      kind: 'role',
      name: `${role.title} at ${role.company}`,
      focus: { kind: 'roles', indexes: [index] },
      span,
      when: role.period,
      quantities: [],
      words: wordsOf(role.title, role.company, role.location, span?.isCurrent ? 'current' : 'completed'),
      location: role.location,
      roleCount: 1,
      section: 'experience',
      passages: sourced('role', index),
    });
  });
  for (const employer of timeline.employers) {
    facts.push({
      key: `employer:${employer.name}`,
      kind: 'employer',
      name: employer.name,
      focus: { kind: 'roles', indexes: employer.roles, employer: employer.name },
      span: employer.span,
      when: formatSpan(employer.span),
      quantities: [],
      words: wordsOf(
        employer.name,
        ...employer.roles.map((index) => content.roles[index]?.title),
        employer.span.isCurrent ? 'current' : 'completed',
      ),
      location: content.roles[employer.roles[0] ?? 0]?.location ?? null,
      roleCount: employer.roles.length,
      section: 'experience',
      passages: from(
        (passage) => passage.source.kind === 'role' && employer.roles.includes(passage.source.index),
      ),
    });
  }
  const { awards } = content;
  content.projects.forEach((project, index) => {
    const own = sourced('project', index);
    // A project carries no date; the dated post that names it does, else the role it belongs to.
    const titleWords = normalizeText(project.title)
      .split(' ')
      .filter((word) => word.length > 4);
    const shared = (passage: Passage) =>
      titleWords.filter((word) => normalizeText(passage.text).split(' ').includes(word)).length;
    const post = from(
      (passage) => Boolean(passage.date) && passage.source.kind === 'award' && shared(passage) >= 2,
    ).sort((a, b) => shared(b) - shared(a))[0];
    const roleSpan = combineSpans(timeline, projectRoles[index] ?? []);
    const span = (post?.date ? point(post.date) : null) ?? roleSpan;
    facts.push({
      key: `project:${index}`,
      kind: 'project',
      name: `the ${project.title}`,
      focus: { kind: 'project', index },
      span,
      when: post?.date ?? (roleSpan ? `during ${formatSpan(roleSpan)}` : null),
      quantities: own.filter((passage) => passage.kind === 'metric').flatMap(quantitiesIn),
      words: wordsOf(project.title, project.subtitle, project.articleUrl ? 'press news article' : null),
      location: null,
      roleCount: 1,
      section: 'projects',
      passages: own,
    });
  });
  const dated: [Extract<Focus, { kind: 'item' }>['source'], string, string][] = [
    [{ kind: 'award', item: 'recognition' }, `the ${awards.recognition.title}`, awards.recognition.date],
    [
      { kind: 'award', item: 'video' },
      `the video series “${awards.featured.title}”`,
      awards.featured.post.date,
    ],
    [
      { kind: 'award', item: 'article' },
      `the guest article “${awards.guestArticle.title}”`,
      awards.guestArticle.date,
    ],
    [{ kind: 'award', item: 'office-post' }, `the post “${awards.officePost.title}”`, awards.officePost.date],
  ];
  for (const [source, name, when] of dated) {
    const own = from(
      (passage) => passage.source.kind === 'award' && 'item' in source && passage.source.item === source.item,
    );
    facts.push({
      key: `award:${'item' in source ? source.item : ''}`,
      kind: 'item' in source && source.item === 'recognition' ? 'award' : 'publication',
      name,
      focus: { kind: 'item', source, name },
      span: point(when),
      when,
      quantities: [],
      words: wordsOf(name, own.map((passage) => passage.text).join(' ')),
      location: null,
      roleCount: 1,
      section: 'awards',
      passages: own,
    });
  }
  // The blog post is dated too: "how many years before the blog post did he found Harborline?"
  const blogPassages = from((passage) => passage.source.kind === 'blog');
  const blogName = `the blog post “${content.blog.title}”`;
  facts.push({
    key: 'blog',
    kind: 'publication',
    name: blogName,
    focus: { kind: 'item', source: { kind: 'blog' }, name: 'the blog' },
    span: point(formatWrittenDate(content.blog.publishedAt)),
    when: formatWrittenDate(content.blog.publishedAt),
    quantities: [],
    words: wordsOf(blogName, 'blog post case study'),
    location: null,
    roleCount: 1,
    section: 'blog',
    passages: blogPassages.slice(0, 1),
  });
  content.testimonials.forEach((person, index) => {
    const own = sourced('testimonial', index);
    const span = point(person.dateOrTopic);
    facts.push({
      key: `person:${index}`,
      kind: 'person',
      name: person.name,
      focus: { kind: 'person', index },
      span,
      when: span ? person.dateOrTopic : null,
      quantities: own.flatMap(quantitiesIn),
      words: wordsOf(person.name, person.title, person.employer),
      location: null,
      roleCount: 1,
      section: 'testimonials',
      passages: own,
    });
  });
  content.skillCategories.forEach((category, index) => {
    category.skills.forEach((skill, item) => {
      if (typeof skill === 'string') return;
      const name = skill.text.replace(/\s*\([^)]*\)\s*$/, '');
      const span = point(skill.text);
      const source = { kind: 'credential' as const, index, item };
      facts.push({
        key: `credential:${index}:${item}`,
        kind: 'credential',
        name: `the ${name}`,
        focus: { kind: 'item', source, name: skill.text },
        span,
        when: span ? (/\(([^)]*)\)\s*$/.exec(skill.text)?.[1] ?? null) : null,
        quantities: [],
        words: wordsOf(skill.text),
        location: null,
        roleCount: 1,
        section: 'skills',
        passages: from(
          (passage) =>
            passage.source.kind === 'credential' &&
            passage.source.index === index &&
            passage.source.item === item,
        ),
      });
    });
  });
  // Every amount the owner's experience states, once: metrics first, as they carry a label.
  const seen = new Set<string>();
  const experience = passages
    .filter((passage) => passage.section !== 'blog' && passage.section !== 'roi-calculator')
    .sort((a, b) => Number(b.kind === 'metric') - Number(a.kind === 'metric'));
  for (const passage of experience) {
    for (const quantity of quantitiesIn(passage)) {
      const key = `${quantity.unit}:${quantity.value}:${quantity.per}:${normalizeText(quantity.label).slice(0, 60)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const owner = facts.find((fact) => fact.passages.includes(passage));
      facts.push({
        key: `quantity:${facts.length}`,
        kind: 'quantity',
        name: `${quantity.text} ${passage.kind === 'metric' ? quantity.label : ''}`.trim(),
        focus: owner?.focus ?? null,
        span: owner?.span ?? null,
        when: owner?.when ?? null,
        quantities: [quantity],
        words: wordsOf(quantity.label, passage.label),
        location: null,
        roleCount: 1,
        section: passage.section,
        passages: [passage],
      });
    }
  }
  facts.push(...listCountFacts(content, passages));
  const byKind = new Map<FactKind, Fact[]>();
  for (const fact of facts) byKind.set(fact.kind, [...(byKind.get(fact.kind) ?? []), fact]);
  const focusKey = (focus: Focus) =>
    focus.kind === 'roles'
      ? focus.employer
        ? `employer:${focus.employer}`
        : focus.indexes.length === 1
          ? `role:${focus.indexes[0]}`
          : ''
      : focus.kind === 'project'
        ? `project:${focus.index}`
        : focus.kind === 'person'
          ? `person:${focus.index}`
          : focus.source.kind === 'award'
            ? `award:${focus.source.item}`
            : focus.source.kind === 'credential'
              ? `credential:${focus.source.index}:${focus.source.item}`
              : focus.source.kind === 'blog'
                ? 'blog'
                : '';
  const byKey = new Map(facts.map((fact) => [fact.key, fact]));
  return {
    all: facts,
    byKind: (kind) => byKind.get(kind) ?? [],
    ofFocus: (focus) => byKey.get(focusKey(focus)) ?? null,
  };
}
