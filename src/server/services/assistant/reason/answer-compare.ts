import { formatMetrics, projectAt, projectStart } from '../compose/describe-projects';
import { answerRoleOverview, describeRoleLine, newestFirst, roleAt } from '../compose/describe-roles';
import { bullets, lines } from '../compose/reply-text';
import type { Focus } from '../knowledge/focus';
import type { Passage } from '../knowledge/passages';
import { formatDuration, formatSpan, parseDate, spanMonths } from '../knowledge/timeline';
import type { Question } from '../understand/read-question';
import { stemWord } from '../understand/stem-word';
import { expandTerms } from '../understand/thesaurus';
import { composeCurrent } from './answer-profile-topic';
import { answer, type PartAnswer, passagesOf, type Scope } from './part-answer';

const ROLE_WORDS = /\b(roles?|jobs?|positions?|tenure|stints?|titles?)\b/;
const EMPLOYER_WORDS = /\b(employers?|compan(y|ies)|stay\w*|organi[sz]ations?)\b/;
const PROJECT_WORDS = /\b(projects?|initiatives?|programs?)\b/;

/** "$1.5M" -> 1,500,000; "99.9%" -> 99.9; "50,000" -> 50000; words ("On Time") -> null. */
export function parseMetricValue(value: string): number | null {
  const match = /^\$?([\d,]+(?:\.\d+)?)\s*([KMB])?\+?%?$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[(match[2] ?? '').toUpperCase()] ?? 1;
  return Number(match[1].replace(/,/g, '')) * scale;
}

type Candidate = { project: number; value: string; label: string; amount: number; score: number };

/** The project metrics whose labels share the most words with the question (with the thesaurus). */
function rankMetrics(scope: Scope, question: Question): Candidate[] {
  const asked = new Set([...question.concepts, ...expandTerms(question.text)].map(stemWord));
  const wantsMoney = /\b(money|dollars?|saved|savings?|save|cost|budget)\b/.test(question.text);
  const candidates = scope.knowledge.content.projects.flatMap((project, index) =>
    project.metrics.flatMap((metric) => {
      const amount = parseMetricValue(metric.value);
      if (amount === null) return [];
      const words = metric.label
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map(stemWord);
      const score =
        words.filter((word) => asked.has(word)).length +
        (wantsMoney && metric.value.startsWith('$') ? 0.5 : 0);
      return score >= 1 ? [{ project: index, value: metric.value, label: metric.label, amount, score }] : [];
    }),
  );
  const best = Math.max(0, ...candidates.map((candidate) => candidate.score));
  return candidates.filter((candidate) => candidate.score === best);
}

function compareProjectsByMetric(scope: Scope, question: Question): PartAnswer | null {
  const candidates = rankMetrics(scope, question);
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort((a, b) => b.amount - a.amount);
  const top = question.superlative === 'least' ? sorted.at(-1) : sorted[0];
  if (!top) return null;
  const project = projectAt(scope, top.project);
  const others = sorted
    .filter((candidate) => candidate !== top && candidate.project !== top.project)
    .slice(0, 3);
  return answer(
    lines(
      `The ${project.title}: ${top.value} ${top.label}.`,
      others.length > 0
        ? `For comparison: ${others.map((other) => `${projectAt(scope, other.project).title}, ${other.value} ${other.label}`).join('; ')}.`
        : null,
      `All its results: ${formatMetrics(scope, top.project)}.`,
    ),
    ['projects'],
    { kind: 'project', index: top.project },
    passagesOf(scope, (passage) => passage.source.kind === 'project' && passage.kind === 'metric'),
  );
}

function orderProjects(scope: Scope, question: Question): PartAnswer | null {
  const dated = scope.knowledge.content.projects
    .map((_, index) => ({ index, start: projectStart(scope, index) }))
    .filter((entry): entry is { index: number; start: number } => entry.start !== null)
    .sort((a, b) => a.start - b.start);
  const pick = question.superlative === 'latest' ? dated.at(-1) : dated[0];
  if (!pick) return null;
  const roles = scope.knowledge.projectRoles[pick.index] ?? [];
  return answer(
    `The ${question.superlative === 'latest' ? 'most recent' : 'earliest'} is the ${projectAt(scope, pick.index).title}: projects carry no dates, but it belongs to ${describeRoleLine(scope, roles[0] ?? 0)}.`,
    ['projects', 'experience'],
    { kind: 'project', index: pick.index },
    passagesOf(scope, (passage) => passage.source.kind === 'project' && passage.kind === 'title'),
  );
}

function compareSpans(
  scope: Scope,
  question: Question,
  groups: { name: string; indexes: number[] }[],
): PartAnswer {
  const measured = groups
    .map((group) => {
      const spans = group.indexes.flatMap((index) => scope.timeline.byIndex[index]?.span ?? []);
      const span = {
        start: Math.min(...spans.map((s) => s.start)),
        end: Math.max(...spans.map((s) => s.end)),
        isCurrent: spans.some((s) => s.isCurrent),
      };
      return { ...group, span, months: spanMonths(span) };
    })
    .sort((a, b) => b.months - a.months);
  const [top] = question.superlative === 'least' ? [...measured].reverse() : measured;
  if (!top) return answer('', []);
  const focus: Focus = {
    kind: 'roles',
    indexes: top.indexes,
    ...(groups.length < scope.knowledge.content.roles.length && top.indexes.length > 1
      ? { employer: top.name }
      : {}),
  };
  return answer(
    lines(
      `${question.superlative === 'least' ? 'Shortest' : 'Longest'}${measured.length === 2 ? ' of the two' : ''}: ${top.name}, ${formatDuration(top.months)} (${formatSpan(top.span)}).`,
      bullets(
        measured
          .filter((entry) => entry !== top)
          .slice(0, 4)
          .map((entry) => `${entry.name}: ${formatDuration(entry.months)} (${formatSpan(entry.span)})`),
      ),
    ),
    ['experience'],
    focus,
    passagesOf(scope, (passage) => passage.source.kind === 'role' && passage.kind === 'title'),
  );
}

function orderDated(passages: Passage[], question: Question): PartAnswer | null {
  const dated = passages
    .flatMap((passage) =>
      passage.date && parseDate(passage.date) !== null
        ? [{ passage, month: parseDate(passage.date) ?? 0 }]
        : [],
    )
    .sort((a, b) => a.month - b.month);
  if (dated.length < 2) return null;
  const [first] = question.superlative === 'latest' ? [...dated].reverse() : dated;
  if (!first) return null;
  return answer(
    lines(
      `${question.superlative === 'latest' ? 'Later' : 'First'}: ${first.passage.label}, ${first.passage.date}.`,
      bullets(
        dated
          .filter((entry) => entry !== first)
          .map((entry) => `${entry.passage.label}: ${entry.passage.date}`),
      ),
    ),
    [...new Set(dated.map((entry) => entry.passage.section))],
    null,
    dated.map((entry) => entry.passage),
  );
}

/** Superlatives and comparisons over roles, employers, projects and dated items; null when none applies. */
export function answerComparison(scope: Scope, question: Question, mentioned: Focus[]): PartAnswer | null {
  const { text } = question;
  const employers = mentioned.filter(
    (focus): focus is Extract<Focus, { kind: 'roles' }> => focus.kind === 'roles' && Boolean(focus.employer),
  );
  const projects = mentioned.flatMap((focus) => (focus.kind === 'project' ? [focus.index] : []));
  const items = mentioned.filter((focus) => focus.kind === 'item' || focus.kind === 'person');
  if (employers.length >= 2 && (question.superlative || /\bor\b/.test(text)))
    return compareSpans(
      scope,
      question,
      employers.map((focus) => ({ name: focus.employer ?? '', indexes: focus.indexes })),
    );
  if (projects.length >= 2 && /\b(compare|comparison|versus|vs|differ\w*|and)\b/.test(text))
    return answer(
      lines(
        'Side by side:',
        bullets(projects.map((index) => `${projectAt(scope, index).title}: ${formatMetrics(scope, index)}`)),
      ),
      ['projects'],
      null,
      passagesOf(
        scope,
        (passage) =>
          passage.source.kind === 'project' &&
          projects.includes(passage.source.index) &&
          passage.kind !== 'skill',
      ),
    );
  if (
    items.length + projects.length >= 2 &&
    (question.superlative === 'earliest' || question.superlative === 'latest' || question.ask === 'which')
  ) {
    const passages = passagesOf(
      scope,
      (passage) =>
        Boolean(passage.date) && mentioned.some((focus) => focus.kind === 'item' || focus.kind === 'person'),
    );
    const wanted = passages.filter((passage) =>
      items.some((focus) =>
        focus.kind === 'person'
          ? passage.source.kind === 'testimonial' && passage.source.index === focus.index
          : focus.kind === 'item' && JSON.stringify(passage.source) === JSON.stringify(focus.source),
      ),
    );
    const ordered = orderDated(wanted, question);
    if (ordered) return ordered;
  }
  if (
    !question.superlative &&
    question.ask === 'which' &&
    mentioned.length === 0 &&
    PROJECT_WORDS.test(text)
  ) {
    const byMetric = compareProjectsByMetric(scope, question);
    if (byMetric) return byMetric;
  }
  if (!question.superlative || mentioned.length > 1) return null;
  if (PROJECT_WORDS.test(text)) {
    if (question.superlative === 'earliest' || question.superlative === 'latest')
      return orderProjects(scope, question);
    return compareProjectsByMetric(scope, question);
  }
  if (EMPLOYER_WORDS.test(text))
    return compareSpans(
      scope,
      question,
      scope.timeline.employers.map((employer) => ({ name: employer.name, indexes: employer.roles })),
    );
  if (ROLE_WORDS.test(text) && question.superlative === 'latest') return composeCurrent(scope);
  if (ROLE_WORDS.test(text) && question.superlative === 'earliest') {
    const first = scope.timeline.ordered[0];
    if (first) return answerRoleOverview(scope, { kind: 'roles', indexes: [first.index] });
  }
  if (ROLE_WORDS.test(text) && (question.superlative === 'most' || question.superlative === 'least'))
    return compareSpans(
      scope,
      question,
      newestFirst(
        scope,
        scope.timeline.ordered.map((role) => role.index),
      ).map((index) => ({
        name: `${roleAt(scope, index).title} at ${roleAt(scope, index).company}`,
        indexes: [index],
      })),
    );
  return null;
}
