import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;
const CONTACT = 'To ask Alex directly, use the contact form in the Contact section.';

/**
 * Products, standards and acronyms the content never names (invented wording): a passage that
 * shares a common word with the name ("workplace", "onboarding") is no experience of it, so the
 * answer is one sentence that says so and points to the contact form.
 */
describe('named tools the site does not mention', () => {
  it.each([
    ['Did Brightline run on Zoom Workplace or Google Meet?', 'Zoom Workplace or Google Meet'],
    ['Has he used an LMS for the onboarding work?', 'LMS'],
  ])('"%s" gets one plain sentence', (question, named) => {
    const text = reply(question);
    expect(text).toContain(`The site doesn't mention ${named}`);
    expect(text).toContain(CONTACT);
    expect(text).not.toMatch(/related experience|Here is what the site says|•/);
  });

  it.each(['Has he set up an HRIS for the onboarding?', 'Was onboarding tied into the HRIS there?'])(
    'an acronym in capitals is read as written, not corrected to a word ("HRIS" is not "his"): "%s"',
    (question) => {
      const text = reply(question);
      expect(text).toContain("The site doesn't mention HRIS");
      expect(text).not.toContain('•');
    },
  );

  it('a named thing the site does state is still answered', () => {
    expect(reply('Has he used OKRs?')).toContain('Objectives and Key Results');
  });
});
