import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import type { SiteContent } from '../../content/schema';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';
import { answerableQuestions, unanswerableQuestions } from '../fixtures/assistant-questions';
import { askWithHistory } from '../helpers/ask-assistant';

const ask = (question: string, before: readonly string[] = []): string =>
  askWithHistory(question, before).text;

const answered = answerableQuestions.map((entry) => {
  const reply = ask(entry.question, entry.before);
  return { ...entry, reply, missing: entry.mustContain.filter((fact) => !reply.includes(fact)) };
});
const unanswered = unanswerableQuestions.map((question) => ({ question, reply: ask(question) }));

const SAYS_UNKNOWN = /\bI don't (know|have)\b|doesn't (say|mention|publish)/;

describe('offline assistant: a recruiter question set', () => {
  it('has forty answerable questions whose facts come from the content', () => {
    expect(answerableQuestions).toHaveLength(40);
    const contentText = JSON.stringify(siteContent);
    for (const entry of answerableQuestions) {
      for (const fact of entry.mustContain.filter((fact) => fact !== 'contact form')) {
        expect(contentText, `"${fact}" (for "${entry.question}")`).toContain(fact);
      }
    }
  });

  it('answers at least 90% of them with the expected facts (all, in fact)', () => {
    const failures = answered
      .filter((entry) => entry.missing.length > 0)
      .map((entry) => `"${entry.question}" is missing ${entry.missing.join(', ')}; replied: ${entry.reply}`);
    const passed = answered.length - failures.length;
    expect(passed, failures.join('\n\n')).toBeGreaterThanOrEqual(36);
    expect(failures, failures.join('\n\n')).toEqual([]);
  });

  it.each(unanswered)('says it does not know "$question" and points to the contact form', ({ reply }) => {
    expect(reply).toMatch(SAYS_UNKNOWN);
    expect(reply).toContain('contact form');
  });

  it('does not mistake a new subject for a follow-up', () => {
    const reply = ask('Has he worked in gaming?', ['What did he do at Brightline Software?']);
    expect(reply).toContain('Northwind Interactive');
    expect(reply).not.toContain('Sr. IT-Ops Manager');
  });

  it('answers every question in 2 to 5 sentences or a short list that fits in a history turn', () => {
    for (const { question, reply } of [...answered, ...unanswered]) {
      expect(reply.length, question).toBeLessThan(2000);
      expect(reply.split('\n').length, question).toBeLessThanOrEqual(12);
    }
  });
});

describe('offline assistant: no invention', () => {
  const contentText = JSON.stringify(siteContent);
  // Digits with their money, thousands, decimals, percent, plus and K/M/B marks: "$2.25B", "99.9%", "15+".
  const NUMBER = /\$?\d[\d,]*(?:\.\d+)?[%+]?[KMB]?/g;

  it('only states numbers, amounts, percentages and years that appear in the content', () => {
    const invented: string[] = [];
    for (const { question, reply } of [...answered, ...unanswered]) {
      for (const token of reply.match(NUMBER) ?? []) {
        const value = token.replace(/,$/, '');
        if (!contentText.includes(value)) invented.push(`${value} in the reply to "${question}"`);
      }
    }
    expect(invented).toEqual([]);
  });

  it('never echoes a number the visitor made up', () => {
    const reply = ask('What was he doing in 2031 and 1998? Did he save $42M?');
    for (const made of ['2031', '1998', '$42M', '42']) expect(reply).not.toContain(made);
  });

  it('reads only the content it is given', () => {
    const renamed: SiteContent = structuredClone(siteContent);
    const [first] = renamed.roles;
    if (!first) throw new Error('content has no roles');
    renamed.roles[0] = { ...first, company: 'Harbor Lights Freight' };
    const other = createOfflineAssistant(renamed).knowledge;
    const reply = answerOffline(other, 'What did he do at Harbor Lights Freight?').text;
    expect(reply).toContain('Harbor Lights Freight');
    expect(reply).not.toContain('Pacific Crest Logistics');
  });
});
