import { describe, expect, it } from 'vitest';
import { findContentFile } from '../../src/server/services/questions/content-files';
import { groupQuestions } from '../../src/server/services/questions/group-questions';
import type { WordingTally } from '../../src/server/services/questions/question-repository';
import { redactQuestion } from '../../src/server/services/questions/redact-question';
import { wordingKeyOf } from '../../src/server/services/questions/wording-key';

describe('the stored question keeps what was asked, not how to reach who asked', () => {
  it.each([
    ['Can he call me at +1 (415) 555-0199 about a role?', 'Can he call me at [phone] about a role?'],
    ['Reach me on 020 7946 0958 please', 'Reach me on [phone] please'],
    ['my email is jo.doe+jobs@mail.example.org, is he free?', 'my email is [email], is he free?'],
    ['See https://jobs.example.com/apply?id=42 — a fit?', 'See [link] — a fit?'],
  ])('%s', (question, stored) => {
    expect(redactQuestion(question)).toBe(stored);
  });

  it.each([
    'What did he do from 2013-2017?',
    'Did he really save $1,500,000 a year?',
    'Has he managed teams of 40 people in 3 countries?',
  ])('leaves years and amounts alone: %s', (question) => {
    expect(redactQuestion(question)).toBe(question);
  });
});

describe('wording keys', () => {
  it('gives questions that differ only in filler, plural or the owner’s name the same key', () => {
    expect(wordingKeyOf('What is his salary expectation?')).toBe(
      wordingKeyOf('What are his salary expectations'),
    );
    expect(wordingKeyOf('Does Alex know Kubernetes?')).toBe(wordingKeyOf('kubernetes?'));
    expect(wordingKeyOf('Who is he?')).not.toBe('');
  });

  it('keeps different subjects apart', () => {
    expect(wordingKeyOf('Does he have cloud experience?')).not.toBe(
      wordingKeyOf('Does he have security experience?'),
    );
  });
});

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes));

function tally(
  question: string,
  count: number,
  latestKind: WordingTally['latestKind'],
  minute: number,
): WordingTally {
  return {
    wording: wordingKeyOf(question),
    count,
    kinds: { [latestKind]: count },
    latestKind,
    latestQuestion: question,
    lastAskedAt: at(minute),
  };
}

describe('grouping by similar wording', () => {
  const groups = groupQuestions([
    tally('Which certifications does he hold?', 9, 'answer', 5),
    tally('What certifications?', 4, 'answer', 6),
    tally('Does he speak Spanish?', 2, 'not-stated', 1),
    tally('Does he have Kubernetes experience?', 3, 'not-stated', 2),
    tally('Does Alex know Kubernetes?', 2, 'not-stated', 9),
    tally('Does he have cloud experience?', 5, 'answer', 3),
  ]);

  it('puts content gaps first, then the most asked, merging alike wordings', () => {
    expect(groups.map((group) => [group.question, group.count, group.isContentGap])).toEqual([
      ['Does he have Kubernetes experience?', 5, true],
      ['Does he speak Spanish?', 2, true],
      ['Which certifications does he hold?', 13, false],
      ['Does he have cloud experience?', 5, false],
    ]);
    expect(groups[0]?.variants).toEqual(['Does Alex know Kubernetes?']);
    expect(groups[0]?.lastAskedAt).toBe(at(9).toISOString());
    expect(groups[2]?.kinds).toEqual({ answer: 13 });
  });

  it('links each group to the content file that would answer it', () => {
    expect(groups.map((group) => group.contentFile.path)).toEqual([
      'content/roles.ts',
      'content/skills.ts',
      'content/skills.ts',
      'content/skills.ts',
    ]);
  });

  it('sends availability, salary and contact questions to contact.ts and the rest to profile.ts', () => {
    expect(findContentFile(wordingKeyOf('What are his salary expectations?')).path).toBe(
      'content/contact.ts',
    );
    expect(findContentFile(wordingKeyOf('Would he relocate to Berlin?')).path).toBe('content/contact.ts');
    expect(findContentFile(wordingKeyOf('Which awards has he won?')).path).toBe('content/awards.ts');
    expect(findContentFile(wordingKeyOf('Who is he?')).path).toBe('content/profile.ts');
  });
});
