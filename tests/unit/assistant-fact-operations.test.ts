import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import type { SiteContent } from '../../content/schema';
import { answerOffline } from '../../src/server/services/assistant/answer-offline';
import { buildKnowledge } from '../../src/server/services/assistant/knowledge/knowledge';
import {
  compare,
  difference,
  order,
  sum,
  superlative,
} from '../../src/server/services/assistant/reason/facts/operations';
import { askWithHistory, EVAL_DATE } from '../helpers/ask-assistant';

const reply = (question: string) => askWithHistory(question).text;

describe('the five operations, as arithmetic', () => {
  const a = { item: 'a', value: 3 };
  const b = { item: 'b', value: 9 };
  const d = { item: 'd', value: 1 };
  const items = [a, b, { item: 'c', value: 9 }, d];
  it('finds the largest and smallest, and reports a tie instead of hiding it', () => {
    expect(superlative(items, 'max')).toMatchObject({ winner: { item: 'b' }, isTie: true });
    expect(superlative(items, 'min')).toMatchObject({ winner: { item: 'd' }, isTie: false });
    expect(superlative([], 'max')).toBeNull();
  });
  it('compares, subtracts, adds and orders', () => {
    expect(compare(a, d)).toMatchObject({ larger: { item: 'a' }, difference: 2 });
    expect(difference(b, a)).toMatchObject({ earlier: { item: 'a' }, gap: 6 });
    expect(sum(items)).toBe(22);
    expect(order(items, 'ascending').map((entry) => entry.item)).toEqual(['d', 'a', 'b', 'c']);
  });
});

// Each operation over each kind of fact the content has enough of; kinds with one dated entry
// in the shipped content (recommendations, credentials) are covered with a second date below.
const cases: [operation: string, kind: string, question: string, expected: RegExp][] = [
  [
    'superlative',
    'roles',
    'Which of his roles lasted the longest?',
    /^Longest: IT-Ops Manager at Brightline Software, 4 years and 2 months/,
  ],
  [
    'superlative',
    'roles (by start)',
    "What is the oldest role on Alex's timeline?",
    /Harborline Technology Services/,
  ],
  [
    'superlative',
    'employers',
    'At which employer did Alex hold the most different titles?',
    /Brightline Software, 3 titles/,
  ],
  [
    'superlative',
    'projects',
    'Which project has the largest dollar figure?',
    /Citrix M&A Integration Leadership: \$2\.25B Acquisition Value/,
  ],
  [
    'superlative',
    'publications',
    'What is his earliest publication?',
    /earliest publication: the post “Our Vancouver Center of Excellence Is Open” \(September 2019\)/,
  ],
  [
    'superlative',
    'amounts',
    'What is the largest dollar figure on the site?',
    /^The largest figure: \$2\.25B/,
  ],
  [
    'compare',
    'roles',
    'Which lasted longer, his IT Manager job or his IT-Ops Manager job?',
    /^IT-Ops Manager at Brightline Software was longer: 4 years and 2 months/,
  ],
  [
    'compare',
    'employers',
    'Was he at Northwind longer than at Brightline?',
    /^Yes\. Northwind Interactive was longer: 7 years and 2 months/,
  ],
  [
    'compare',
    'projects',
    'Which came first, the Oracle project or the Vancouver project?',
    /^The Oracle Service Cloud CRM Implementation came first \(March 2013\)/,
  ],
  [
    'compare',
    'award and article',
    'Which came first, the award or the guest article?',
    /Top Tech Exec Award came first \(May 2015\)/,
  ],
  [
    'compare',
    'amounts',
    'Which is the larger saving: the $70K monthly SaaS savings or the $1.5M annual opex cut?',
    /larger is \$1\.5M[\s\S]*\$840K a year/,
  ],
  [
    'difference',
    'roles',
    'How long was the gap between the end of the Sr. IT-Ops Manager role and founding Meridian Ridge?',
    /^3 months passed/,
  ],
  [
    'difference',
    'employers',
    'How much time passed between leaving Northwind and joining Brightline?',
    /^4 months passed between Northwind Interactive \(January 2017\) and Brightline Software \(May 2017\)/,
  ],
  [
    'difference',
    'publications',
    'How much time passed between the Vancouver office opening post and the video series?',
    /^3 years and 1 month \(37 months\) passed/,
  ],
  [
    'difference',
    'award and article',
    'How long between the Top Tech Exec Award and the guest article?',
    /^7 years and 3 months/,
  ],
  [
    'sum',
    'roles',
    'Across all three titles, how many years did Alex spend at Brightline Software?',
    /^6 years and 1 month in all, across 3 roles/,
  ],
  [
    'sum',
    'amounts',
    'What do the $1.5M annual cut and the $70K monthly savings add up to per year?',
    /^\$2\.34M in all, across 2 figures/,
  ],
  [
    'order',
    'roles',
    'List his current roles in order of start date.',
    /1\. Founder at Meridian Ridge[\s\S]*2\. IT Consultant at Pacific Crest/,
  ],
  [
    'order',
    'employers',
    'List his employers in chronological order.',
    /1\. Harborline[\s\S]*2\. Northwind[\s\S]*3\. Brightline/,
  ],
  [
    'order',
    'projects',
    'Put his projects in chronological order.',
    /1\. the Oracle Service Cloud CRM Implementation/,
  ],
  [
    'order',
    'publications',
    'List his publications in chronological order',
    /1\. the post[\s\S]*2\. the guest article[\s\S]*3\. the video series/,
  ],
  [
    'restate',
    'amounts',
    'If you spread the $1.5M annual opex reduction evenly, what is it per month?',
    /\$125K a month/,
  ],
];

describe('each operation over each kind of fact', () => {
  it.each(cases)('%s over %s: "%s"', (_operation, _kind, question, expected) => {
    expect(reply(question)).toMatch(expected);
  });
});

/** The shipped content with a date on the second recommendation and on the CISSP. */
function withMoreDates(): SiteContent {
  const content = structuredClone(siteContent);
  const [, second] = content.testimonials;
  if (second) second.dateOrTopic = 'June 1, 2016';
  const credentials = content.skillCategories[2]?.skills ?? [];
  const cissp = credentials[1];
  if (cissp && typeof cissp !== 'string') cissp.text = 'CISSP (earned March 2018)';
  return content;
}

describe('recommendations and credentials, given a second date', () => {
  const knowledge = buildKnowledge(withMoreDates());
  const ask = (question: string) => answerOffline(knowledge, question, [], EVAL_DATE).text;

  it.each([
    [
      'Which recommendation is the most recent?',
      /most recent recommendation: Jordan Ellis \(March 30, 2022\)/,
    ],
    [
      'Which recommendation came first, Jordan Ellis or Casey Reyes?',
      /^Casey Reyes came first \(June 1, 2016\)/,
    ],
    [
      'How much time passed between the two recommendations, Jordan Ellis and Casey Reyes?',
      /^5 years and 9 months/,
    ],
    ['List his recommendations in chronological order', /1\. Casey Reyes[\s\S]*2\. Jordan Ellis/],
    ['Which certification is the oldest?', /earliest credential: the CISSP \(earned March 2018\)/],
    ['Which came first, the CISSP or the MBA?', /^The CISSP came first \(earned March 2018\), then the MBA/],
    ['How long between the CISSP and the MBA?', /^8 years and 10 months/],
  ])('%s', (question, expected) => {
    expect(ask(question)).toMatch(expected);
  });
});
