import { describe, expect, it } from 'vitest';
import { askWithHistory } from '../helpers/ask-assistant';

const reply = (question: string) => askWithHistory(question).text;

describe('whether he held a title, read from the Career Timeline', () => {
  it('says "No" to a title no role holds, even when a publication or a sought role names it', () => {
    for (const question of ['Was he ever a CIO?', 'Has he been a VP before?', 'Has he served as CISO?']) {
      const text = reply(question);
      expect(text, question).toMatch(/^No\b/);
      expect(text, question).toContain('Technology Director');
    }
  });

  it('says "Yes" with the roles that hold it, in any form of the word', () => {
    expect(reply('Was he a game tester?')).toMatch(/^Yes\b[\s\S]*Senior Game Test Analyst/);
    expect(reply('Has he worked as a consultant?')).toMatch(/^Yes\b[\s\S]*IT Consultant[\s\S]*Harborline/);
    expect(reply('Was he head of IT?')).toMatch(/^Yes\b[\s\S]*IT Manager at Northwind Interactive/);
  });

  it('leaves judgements and wishes to the rest of the assistant', () => {
    expect(reply('Is he open to VP roles?')).toContain('VP/Director roles at tech startups');
    expect(reply('Is he a good manager?')).not.toMatch(/^No\b/);
  });
});

describe('a name the visitor sets aside', () => {
  it('answers about the others: "besides CISSP" lists the other certification', () => {
    expect(reply('Does he have any certifications besides CISSP?')).toContain('CMNO');
  });

  it('keeps a leading "apart from …" with its question', () => {
    expect(reply('Apart from Brightline, where has he worked?')).toContain('Northwind Interactive');
  });
});

describe('a guessed word never makes a "Yes"', () => {
  it('says plainly that patents and books are not mentioned', () => {
    for (const question of ['Does he have any patents?', 'Has he published a book?']) {
      const text = reply(question);
      expect(text, question).not.toMatch(/^Yes\b/);
      expect(text, question).toMatch(/doesn't mention/);
    }
  });
});

describe('a "Yes" rests on a passage that says every word asked', () => {
  it('does not say "Yes" for offshore teams or the finance industry', () => {
    for (const question of ['Has he managed offshore teams?', 'Has he worked in finance?']) {
      const text = reply(question);
      expect(text, question).not.toMatch(/^Yes\b/);
      expect(text, question).toMatch(/doesn't (mention|name)/);
    }
    expect(reply('Has he worked in logistics?')).toMatch(/^Yes\b[\s\S]*Pacific Crest Logistics/);
  });
});
