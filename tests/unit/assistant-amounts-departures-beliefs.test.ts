import { describe, expect, it } from 'vitest';
import { ownerName, siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';
import { guardMessage } from '../../src/server/services/assistant/understand/guard-message';

const { knowledge } = createOfflineAssistant(siteContent);
const names = new Set(ownerName.toLowerCase().split(' '));
const reply = (message: string) => answerOffline(knowledge, message, []).text;

/**
 * Invented wordings of three things visitors ask: a sum asked in its scale ("how many billions"),
 * the time between leaving one job and arriving at the next in everyday verbs, and beliefs no
 * hiring decision may rest on.
 */
describe('a sum asked in its scale', () => {
  it('"how many billions" is the amount, not a count of billions the site never gives', () => {
    const text = reply('so how many billions did Citrix fork out for the software company?');
    expect(text).toContain('$2.25B');
    expect(text).not.toMatch(/doesn't state that number/);
  });

  it('while a count of things the site does not give still says so', () => {
    expect(reply('how many interns did he hire at Northwind?')).toMatch(/doesn't/);
  });
});

describe('leaving and arriving in everyday words', () => {
  it('"walked out of" one job and "showed up at" the next measure from its end to the next start', () => {
    const text = reply('once he walked out of Northwind, how long until he showed up at Brightline?');
    expect(text).toMatch(/4 months/);
    expect(text).toContain('January 2017');
  });

  it('"got going" asks which began first, even for two things still going on', () => {
    const text = reply('which got going first: Meridian Ridge or the Pacific Crest gig?');
    expect(text).toMatch(/Meridian Ridge/);
    expect(text).not.toMatch(/overlap/);
  });
});

describe('beliefs no hiring decision may rest on', () => {
  it('his religion, politics, sexuality or ethnicity are declined', () => {
    for (const message of [
      'which faith does Alex follow?',
      'is he religious at all',
      'what are his political leanings',
      'who did he vote for last time',
      'is he gay?',
      'what ethnic background is he?',
    ])
      expect(guardMessage(message.replace('Alex', ownerName.split(' ')[0] ?? ''), names), message).toBe(
        'private-data',
      );
  });

  it('but office politics, good faith and a race against time are questions about his work', () => {
    for (const message of [
      'how does he deal with office politics between IT and finance?',
      'did he negotiate with vendors in good faith?',
      'was the Vancouver opening his race against the clock?',
    ])
      expect(guardMessage(message, names), message).toBeNull();
  });
});
