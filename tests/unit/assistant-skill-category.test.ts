import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;

/** A Skills category named by its title, in any case, is described whole (invented wording). */
describe('a skill category named by its title', () => {
  it.each([
    ["what's in leadership & strategy", 'Leadership & Strategy', 'Vendor & Contract Negotiation'],
    [
      'Which skills does the Technical & Operational Expertise card list?',
      'Technical & Operational Expertise',
      'IT Asset Management',
    ],
  ])('"%s" gets its summary, skills and highlights', (question, title, skill) => {
    const text = reply(question);
    expect(text).toMatch(new RegExp(`^${title}, in the Skills section:`));
    expect(text).toContain(skill);
    expect(text).toContain('Highlights:');
  });
});
