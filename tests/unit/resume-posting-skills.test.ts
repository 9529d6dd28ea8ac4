import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../../src/server/resume/analyse/keywords';
import { findNounPhrases } from '../../src/server/resume/analyse/noun-phrases';
import { readCorpusPostings } from '../helpers/corpus-pairs';

const labelled: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../fixtures/corpus/jobs/skills.json'), 'utf8'),
);

/** Lower case, no filler words, simple plurals folded: "PRDs" and "prd" are one skill. */
const FILLER = new Set(
  'a an the our your their its this that strong excellent good deep sound proven'.split(' '),
);
const normal = (term: string) =>
  term
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9+#./ -]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER.has(word))
    .map((word) => word.replace(/(?<=\w{3})s$/, ''))
    .join(' ');

/** The same skill, or one of them with one word more ("design system" and "design system token"). */
function sameSkill(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short.length > 2 &&
    ` ${long} `.includes(` ${short} `) &&
    Math.abs(a.split(' ').length - b.split(' ').length) <= 1
  );
}

describe('the skills a posting asks for', () => {
  it('are found with precision and recall of at least 65% over the hand-labelled postings (printed)', () => {
    const rows: string[] = [];
    let precision = 0;
    let recall = 0;
    const postings = readCorpusPostings().filter((posting) => labelled[posting.name]);
    for (const posting of postings) {
      const wanted = (labelled[posting.name] ?? []).map(normal);
      const found = [...new Set(extractJobKeywords(posting).map((keyword) => normal(keyword.label)))];
      const right = found.filter((term) => wanted.some((skill) => sameSkill(term, skill)));
      const seen = wanted.filter((skill) => found.some((term) => sameSkill(term, skill)));
      precision += right.length / found.length;
      recall += seen.length / wanted.length;
      rows.push(
        `${posting.name}: precision ${right.length}/${found.length}, recall ${seen.length}/${wanted.length}`,
      );
    }
    precision /= postings.length;
    recall /= postings.length;
    console.info(
      `${rows.join('\n')}\nmean precision ${(precision * 100).toFixed(0)}%, recall ${(recall * 100).toFixed(0)}%`,
    );
    expect(postings.length).toBe(6);
    expect(precision).toBeGreaterThanOrEqual(0.65);
    expect(recall).toBeGreaterThanOrEqual(0.65);
  });
});

describe('noun phrases', () => {
  it('finds lower-case skills of two or three words', () => {
    const phrases = findNounPhrases(
      'You will own keyboard navigation and query optimization, and run sprint planning for the team.',
      new Set(),
    ).map((phrase) => phrase.toLowerCase());
    expect(phrases).toEqual(
      expect.arrayContaining(['keyboard navigation', 'query optimization', 'sprint planning']),
    );
  });

  it('leaves out phrases about the job itself, ordinary adjectives and the title’s own words', () => {
    const phrases = findNounPhrases(
      'Strong communication matters. Years of experience with manual tasks. The support analyst joins.',
      new Set(['support', 'analyst']),
    ).map((phrase) => phrase.toLowerCase());
    expect(phrases).not.toContain('strong communication');
    expect(phrases).not.toContain('manual tasks');
    expect(phrases).not.toContain('support analyst');
  });
});
