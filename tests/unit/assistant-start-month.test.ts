import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;

/**
 * Roles picked by the month they began, in any year (invented wording): a filter on the typed
 * role facts, so every month and every phrasing of "started" is read the same way.
 */
describe('roles that began in a given month', () => {
  it('lists the roles that started in that month, each with its dates', () => {
    const text = reply('Which jobs did he start in March?');
    expect(text).toMatch(/^2 of the 9 roles began in March:/);
    expect(text).toContain('Sr. IT-Ops Manager at Brightline Software (March 2022 - June 2023)');
    expect(text).toContain('IT Manager at Northwind Interactive (March 2013 - January 2017)');
  });

  it('adds nothing when a second part asks only for the dates the first already gave', () => {
    const text = reply('Which jobs did he start in March, and in what years?');
    expect(text.split('\n')).toHaveLength(3);
    expect(text).not.toContain('Here is what the site says');
  });

  it('says plainly when no role began in that month', () => {
    expect(reply('Did any of his roles begin in December?')).toBe(
      'None of the 9 roles on the site began in December.',
    );
  });
});

/** The same filter on the month things ended (invented wording); a role still held ended in no month. */
describe('roles that ended in a given month', () => {
  it('lists the roles that ended in that month, each with its dates', () => {
    const text = reply('How many of his positions wrapped up in a January, and which?');
    expect(text).toMatch(/^3 of the 9 roles ended in January:/);
    expect(text).toContain('Strategic Advisor at Launchpoint Startup Studio (May 2020 - January 2024)');
    expect(text).toContain('IT Manager at Northwind Interactive (March 2013 - January 2017)');
    expect(text).toContain(
      'Senior Game Test Analyst at Northwind Interactive (November 2009 - January 2013)',
    );
  });

  it('says plainly when no role ended in that month', () => {
    expect(reply('Which of his jobs ended in December?')).toBe(
      'None of the 9 roles on the site ended in December.',
    );
  });
});
