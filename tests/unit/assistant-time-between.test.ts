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
