import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;
const NOT_STATED =
  /^The site doesn't say .*To ask Alex directly, use the contact form in the Contact section\.$/;

/**
 * What a question really asks, read past the way it is asked (invented wording): a long story
 * before the question, "outside" that names no place, a person by the post they held, and firms
 * asked for by name in the plural.
 */
describe('what is asked, read past how it is asked', () => {
  it('answers the question after a long story, not the story\'s words ("freelancer", "co-founder")', () => {
    const text = reply(
      'Been a wild quarter, we lost our IT lead, the auditors are circling and my co-founder wants to outsource everything to a freelancer, anyway, which company is he working at right now?',
    );
    expect(text).toMatch(/^Right now Alex is:/);
    expect(text).toContain('Pacific Crest Logistics');
  });

  it('reads "outside" as a place only before one, in any case', () => {
    expect(reply('Which outside vendors handled the asset rollout?')).not.toMatch(
      /figures outside|roles outside/,
    );
    const text = reply('which roles were outside san diego?');
    expect(text).toMatch(/^2 roles outside San Diego:/);
    expect(text).toContain('Carlsbad, CA');
  });

  it.each([
    'Who was the general contractor on the Vancouver office?',
    'Who was his mentor at Northwind?',
    'Which consulting firms does Meridian Ridge subcontract to?',
  ])('says in one sentence that the site names nobody: "%s"', (question) => {
    expect(reply(question)).toMatch(NOT_STATED);
  });
});

describe('words in quotes', () => {
  it.each([
    [
      'Which of his jobs list "Team Leadership" in their skills?',
      'Sr. IT-Ops Manager at Brightline Software',
    ],
    ["which roles carry the 'Budget Management' tag?", 'IT Manager at Northwind Interactive'],
  ])('are one name, matched as written: "%s"', (question, role) => {
    const text = reply(question);
    expect(text).toMatch(/^1 of the 9 roles on the site:/);
    expect(text).toContain(role);
  });
});
