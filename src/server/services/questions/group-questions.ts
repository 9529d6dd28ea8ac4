import type { QuestionGroup, ReplyKind } from '../../../shared/api/chat-questions';
import { findContentFile } from './content-files';
import type { WordingTally } from './question-repository';

/** Two wordings are one question when they share at least half of their words (Jaccard ≥ 0.5). */
const SIMILARITY = 0.5;
const MAX_VARIANTS = 4;

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

type Cluster = { words: Set<string>; members: WordingTally[] };

/**
 * Wordings grouped by similar words, greedily from the most asked: each wording joins the first
 * group whose leading wording it resembles, or starts its own. Content gaps (the latest reply was
 * "not stated") come first, then the most asked.
 */
export function groupQuestions(tallies: WordingTally[]): QuestionGroup[] {
  const clusters: Cluster[] = [];
  const ordered = [...tallies].sort(
    (a, b) => b.count - a.count || b.lastAskedAt.getTime() - a.lastAskedAt.getTime(),
  );
  for (const tally of ordered) {
    const words = new Set(tally.wording.split(' ').filter(Boolean));
    const home = clusters.find((cluster) => similarity(cluster.words, words) >= SIMILARITY);
    if (home) home.members.push(tally);
    else clusters.push({ words, members: [tally] });
  }
  return clusters
    .map(toGroup)
    .sort(
      (a, b) =>
        Number(b.isContentGap) - Number(a.isContentGap) ||
        b.count - a.count ||
        b.lastAskedAt.localeCompare(a.lastAskedAt),
    );
}

function toGroup(cluster: Cluster): QuestionGroup {
  const [lead, ...others] = cluster.members;
  if (!lead) throw new Error('a question group has no member');
  const latest = cluster.members.reduce((a, b) => (b.lastAskedAt > a.lastAskedAt ? b : a));
  const kinds: Partial<Record<ReplyKind, number>> = {};
  for (const member of cluster.members) {
    for (const [kind, n] of Object.entries(member.kinds) as [ReplyKind, number][]) {
      if (n > 0) kinds[kind] = (kinds[kind] ?? 0) + n;
    }
  }
  const seen = new Set([lead.latestQuestion.toLowerCase()]);
  const variants: string[] = [];
  for (const member of others) {
    const key = member.latestQuestion.toLowerCase();
    if (seen.has(key) || variants.length >= MAX_VARIANTS) continue;
    seen.add(key);
    variants.push(member.latestQuestion);
  }
  return {
    question: lead.latestQuestion,
    variants,
    count: cluster.members.reduce((sum, member) => sum + member.count, 0),
    kinds,
    latestKind: latest.latestKind,
    lastAskedAt: latest.lastAskedAt.toISOString(),
    isContentGap: latest.latestKind === 'not-stated',
    contentFile: findContentFile(lead.wording),
  };
}
