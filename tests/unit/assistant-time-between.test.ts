import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;

/**
 * The time between two dated things, asked with the two ends first ("from X to Y, how much time
 * went by?"), with a starting point ("after X, how long before Y?") or as what separates them
 * (invented wording): the difference is worked out, not a description of one end.
 */
describe('the time between two dated things, however the ends are given', () => {
  it.each([
    [
      'From founding Harborline to starting at Northwind, how much time went by?',
      '2 years and 5 months',
      'June 2007',
      'November 2009',
    ],
    [
      'After he joined Launchpoint, how long was it before he founded Meridian Ridge?',
      '3 years and 4 months',
      'May 2020',
      'September 2023',
    ],
    [
      'How many whole years separate the guest article and the Vancouver opening?',
      '2 years and 11 months',
      'September 2019',
      'August 2022',
    ],
  ])('"%s"', (question, gap, from, to) => {
    const text = reply(question);
    expect(text).toMatch(new RegExp(`^${gap}`));
    expect(text).toContain(from);
    expect(text).toContain(to);
  });
});

/**
 * The point of each end its words name, and the things named by what they were (invented wording):
 * "after he sold X" is X's end, "his first day at the software company" the employer's start, a
 * one-role employer is that role, and "how much later" itself asks for the time between.
 */
describe('the time between, measured from the point each end names', () => {
  it.each([
    [
      'After he sold off Harborline, how many months before he became IT Manager?',
      '3 years and 4 months',
      'November 2009',
      'March 2013',
    ],
    [
      'From the Top Tech Exec award to the day he joined Brightline, how long was it?',
      '2 years',
      'May 2015',
      'May 2017',
    ],
    [
      'From the May he was made an award honoree to the May he started at the logistics firm, how many years?',
      '9 years',
      'May 2015',
      'May 2024',
    ],
    [
      'Once he wrapped up the Launchpoint advisory work, how much later is the MBA due to be finished?',
      '3 years',
      'January 2024',
      'January 2027',
    ],
  ])('"%s"', (question, gap, from, to) => {
    const text = reply(question);
    expect(text).toMatch(new RegExp(`^${gap} \\(|^${gap} (passed|lie)`));
    expect(text).toContain(from);
    expect(text).toContain(to);
  });

  it('says a span that ends in a date still to come lies ahead rather than passed', () => {
    expect(
      reply(
        'Once he wrapped up the Launchpoint advisory work, how much later is the MBA due to be finished?',
      ),
    ).toContain('lie between');
  });
});

/**
 * Things named by what was done there (invented wording): the sentence of a role that says it
 * places the side, so "which came first" is answered with the role's dates; a question that only
 * mentions clients in passing does not ask for clients by name.
 */
describe('which came first, of things described by what was done', () => {
  it('places a side by the sentence of its own that says it', () => {
    const text = reply('Which happened first: him coordinating a QA team of up to 15, or the video series?');
    expect(text).toMatch(/^Senior Game Test Analyst at Northwind Interactive came first/);
    expect(text).toContain('October 12, 2022');
  });

  it('does not take "every small client" in a description for a request to name clients', () => {
    expect(
      reply('Which came first: putting every client on tested off-site backups, or the Top Tech Exec award?'),
    ).not.toContain('names none');
    expect(reply("Name some of Meridian Ridge's clients")).toMatch(/^The site doesn't say which clients/);
  });
});
