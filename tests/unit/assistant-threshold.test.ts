import { describe, expect, it } from 'vitest';
import { findAmounts, readThreshold } from '../../src/server/services/assistant/understand/read-amount';
import { askWithHistory } from '../helpers/ask-assistant';

describe('amounts as people write them', () => {
  it('reads money, scales, floors and percentages, and skips years', () => {
    const amounts = findAmounts(
      'In 2019: $1.5M annually, $70K per month, 15+ years, 99.9% uptime, $2 billion',
    );
    expect(amounts.map(({ value, kind, isFloor }) => ({ value, kind, isFloor }))).toEqual([
      { value: 1.5e6, kind: 'money', isFloor: false },
      { value: 7e4, kind: 'money', isFloor: false },
      { value: 15, kind: 'count', isFloor: true },
      { value: 99.9, kind: 'percent', isFloor: false },
      { value: 2e9, kind: 'money', isFloor: false },
    ]);
  });

  it('reads the comparison and the unit a question measures', () => {
    expect(readThreshold('Has he run teams larger than 50 people?')).toMatchObject({
      comparison: '>',
      amount: { value: 50 },
      unitWords: ['people'],
    });
    expect(readThreshold('Was the budget under $2 million?')).toMatchObject({ comparison: '<' });
    expect(readThreshold('Was it 100,000 sq ft?')).toMatchObject({
      comparison: '=',
      unitWords: ['sq', 'ft'],
    });
  });
});

describe('yes/no questions against an amount', () => {
  const reply = (question: string) => askWithHistory(question).text;

  it('says "Yes" only when a stated amount for the same thing settles it', () => {
    expect(reply('Did he save more than $50K a month on SaaS?')).toMatch(/^Yes\b[\s\S]*\$70K/);
    expect(reply('Was the OKR productivity gain above 25%?')).toMatch(/^Yes\b[\s\S]*30%/);
  });

  it('never says "Yes" when the stated amounts fall short or leave it open, and shows them', () => {
    const short = reply('Has he coordinated teams of over 30 analysts?');
    expect(short).not.toMatch(/^Yes\b/);
    expect(short).toContain('15');
    expect(short).toContain('contact form');
    const open = reply('Has he delivered over $20M in savings?');
    expect(open).not.toMatch(/^Yes\b/);
    expect(open).toContain('$10M');
  });

  it('reads counts written as words and floors beside a named employer', () => {
    expect(reply('Did he advise more than 10 startups?')).toMatch(/^Yes\b[\s\S]*a dozen/);
    const open = reply('Did he grow Harborline to more than 30 clients?');
    expect(open).not.toMatch(/^Yes\b/);
    expect(open).toContain('more than 20 recurring clients');
  });

  it('reads chat spellings of amounts: "more then 50 ppl", "1 mil", "2B"', () => {
    expect(reply('has he manged more then 50 ppl?')).not.toMatch(/^Yes\b/);
    expect(reply('did he save over 1 mil?')).toMatch(/^Yes\b/);
    expect(reply('Was the acquisition over 2B?')).toMatch(/^Yes\b[\s\S]*\$2\.25B/);
  });

  it('answers "No" when the question names one thing and its stated amount differs', () => {
    expect(reply('Did the Oracle Service Cloud project make resolution 50% faster?')).toMatch(
      /^No\b[\s\S]*35%/,
    );
  });

  it('says plainly when the site gives no figure for what is measured', () => {
    const text = reply('Did he run a help desk with more than 200 tickets a day?');
    expect(text).not.toMatch(/^Yes\b/);
    expect(text).toMatch(/doesn't (state|say)/);
  });
});

describe('how long he stayed, measured on the Career Timeline', () => {
  const reply = (question: string) => askWithHistory(question).text;

  it('answers yes or no from each employer’s dates, not from "15+ years of experience"', () => {
    expect(reply('Has he stayed anywhere longer than 6 years?')).toMatch(
      /^Yes\b[\s\S]*Northwind Interactive/,
    );
    const never = reply('Has he held a job for more than 10 years?');
    expect(never).toMatch(/^No\b/);
    expect(never).toContain('7 years and 2 months');
    expect(reply('Did he stay at Launchpoint longer than 4 years?')).toMatch(
      /^No\b[\s\S]*3 years and 8 months/,
    );
  });
});

describe('an award asked about at one employer', () => {
  it('places the award on the timeline and corrects a wrong employer', () => {
    const wrong = askWithHistory('Did he win an award at Pacific Crest?').text;
    expect(wrong).not.toMatch(/^Yes\b/);
    expect(wrong).toContain('no award');
    expect(wrong).toContain('Northwind Interactive');
    expect(askWithHistory('Was he given an award at Northwind?').text).toMatch(
      /^Yes\b[\s\S]*Top Tech Exec Award/,
    );
  });
});
