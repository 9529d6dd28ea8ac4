import { isDeepStrictEqual } from 'node:util';
import { type JsonEntry, type SectionMap, str, strings } from './json-resume-sections';

/**
 * Writes one section back over the entries it was imported from. An entry the builder left as it
 * was is written as the original (dates, URLs and every field the builder does not show); an
 * edited entry keeps the original's unshown fields and takes the edited ones from the builder; a
 * new entry is written from the builder alone.
 */
export function mergeEntries<B>(entries: B[], sources: JsonEntry[], map: SectionMap<B>): JsonEntry[] {
  const read = sources.map((source) => map.read(source));
  const used = new Set<number>();
  const matched: (number | undefined)[] = entries.map((entry) => {
    const exact = read.findIndex(
      (candidate, index) => !used.has(index) && isDeepStrictEqual(candidate, entry),
    );
    if (exact >= 0) used.add(exact);
    return exact >= 0 ? exact : undefined;
  });
  return entries.map((entry, position) => {
    const exact = matched[position];
    if (exact !== undefined) return sources[exact] as JsonEntry;
    const written = map.write(entry);
    const similar = map.fields ? closestSource(entry, read, used, map.fields) : -1;
    if (similar < 0 || !map.fields) return written;
    used.add(similar);
    return overlay(sources[similar] as JsonEntry, read[similar] as B, entry, written, map.fields);
  });
}

/** The unused original sharing most field values with an edited entry, if it shares half of them. */
function closestSource<B>(entry: B, read: B[], used: Set<number>, fields: Record<string, string[]>): number {
  const names = Object.keys(fields);
  let best = -1;
  let bestScore = Math.ceil(names.length / 2) - 1;
  read.forEach((candidate, index) => {
    if (used.has(index)) return;
    const score = names.filter((name) =>
      isDeepStrictEqual(field(candidate, name), field(entry, name)),
    ).length;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

function field<B>(entry: B, name: string): unknown {
  return (entry as Record<string, unknown>)[name];
}

function overlay<B>(
  source: JsonEntry,
  sourceRead: B,
  entry: B,
  written: JsonEntry,
  fields: Record<string, string[]>,
): JsonEntry {
  const result: JsonEntry = { ...source };
  for (const [name, keys] of Object.entries(fields)) {
    if (isDeepStrictEqual(field(sourceRead, name), field(entry, name))) continue;
    for (const key of keys) delete result[key];
    for (const key of keys) if (written[key] !== undefined) result[key] = written[key];
  }
  return result;
}

/**
 * Skills: the builder holds a flat list, JSON Resume groups them with a level. Each original group
 * keeps the skills still in the list, in their order; skills added in the builder follow, one each.
 */
export function mergeSkills(skills: string[], sources: JsonEntry[]): JsonEntry[] {
  const remaining = [...skills];
  const take = (name: string) => {
    const index = remaining.indexOf(name.trim());
    if (index >= 0) remaining.splice(index, 1);
    return index >= 0;
  };
  const groups: JsonEntry[] = [];
  for (const group of sources) {
    const keywords = strings(group.keywords);
    if (keywords.length > 0) {
      const kept = keywords.filter(take);
      if (kept.length > 0) groups.push({ ...group, keywords: kept });
    } else if (take(str(group.name))) {
      groups.push(group);
    }
  }
  return [...groups, ...remaining.map((name) => ({ name }))];
}

/** The skills a JSON Resume document lists, as the builder holds them. */
export function readSkills(sources: JsonEntry[]): string[] {
  return sources
    .flatMap((group) => {
      const keywords = strings(group.keywords);
      return keywords.length > 0 ? keywords : [str(group.name)];
    })
    .map((name) => name.trim())
    .filter(Boolean);
}
