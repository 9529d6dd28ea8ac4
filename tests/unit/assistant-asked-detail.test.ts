import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';
import { withoutOthersTime } from '../../src/server/services/assistant/understand/read-framing';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;
const NOT_STATED = /^The site doesn't (state|say)/;

/**
 * Details asked for that the site does not give, and wording that used to be read as something
 * else (invented questions): the reply says in one sentence that the site does not state it, and
 * a "before we…" clause or a plural "founders" no longer moves the question onto his timeline.
 */
describe('a detail the site does not give is said not to be stated', () => {
  it('counts the head noun of "how many X Y", irregular plurals included', () => {
    expect(reply('How many laptops did he hand out at Pacific Crest?')).toMatch(NOT_STATED);
    expect(reply('How many people worked at Pacific Crest?')).toMatch(NOT_STATED);
    // "teams of up to N analysts" states a count of people.
    const stated = siteContent.roles
      .flatMap((role) => role.details.achievements)
      .find((line) => /teams of up to \d+/.test(line));
    expect(stated).toBeDefined();
    const count = /teams of up to (\d+)/.exec(stated ?? '')?.[1] ?? '';
    expect(reply('How many people did he coordinate as a game tester?')).toContain(count);
  });

  it('a person asked for by post at a named company', () => {
    expect(reply("Who was Northwind's CTO back then?")).toMatch(/^The site doesn't say who that is/);
  });

  it('a share of something', () => {
    expect(reply("What percentage of Brightline's budget went to security?")).toMatch(NOT_STATED);
  });

  it('a company asked for by the service it sells, not an employer', () => {
    expect(reply('Which payroll company did Northwind use?')).toMatch(
      /^The site doesn't say which payroll company/,
    );
  });
});

describe('wording that is not what it seems', () => {
  it('drops "before" and "after" in a clause about the visitor or other people', () => {
    expect(withoutOthersTime('can him audit our backups before we sign')).toBe(
      'can him audit our backups we sign',
    );
    expect(withoutOthersTime('what did him review for founders before they commit')).not.toMatch(/before/);
    // "they" with no people before it may be an employer: the clause stays on his timeline.
    expect(withoutOthersTime('what did him do at brightline before they were acquired')).toMatch(/before/);
  });

  it('answers a question with "before we…" from what it asks about, not from his earlier roles', () => {
    const text = reply('Would he look over a company before we buy it, the whole kick-the-tyres thing?');
    expect(text).toMatch(/due diligence/i);
    expect(text).not.toMatch(/^Before /);
  });

  it('reads "founders" as other people, not as his Founder title', () => {
    const text = reply('At Launchpoint, what did he look at for founders before they committed money?');
    expect(text).toContain('Launchpoint');
    expect(text).not.toMatch(/not Launchpoint/);
  });

  it('a clause saying how to answer is no subject to search for', () => {
    const text = reply("Give me his story like you're introducing him at a dinner party");
    expect(text).toContain(`${siteContent.profile.firstName} ${siteContent.profile.lastName} is`);
  });

  it('a topic named by a common phrase is not reported as unmentioned', () => {
    expect(reply('Do his former coworkers speak highly of him?')).toContain(
      siteContent.testimonials[0]?.name ?? '-',
    );
  });
});
