import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;

const projectsWith = (test: (text: string) => boolean) =>
  siteContent.projects.filter((project) => test(JSON.stringify(project))).map((project) => project.title);

/**
 * Things picked by what they hold (invented wording): a phrase in quotes (typos and all, and with a
 * singular "which job"), a kind of figure they show or lack, and the question that only says
 * "which two?" after the sentence that holds it. Expected lists are read from the content.
 */
describe('things of one kind picked by what they hold', () => {
  it('picks the projects whose text holds a quoted phrase, after a statement and a bare "which ones?"', () => {
    const expected = projectsWith((text) => text.includes('Stakeholder Alignment'));
    expect(expected.length).toBeGreaterThan(0);
    const text = reply("Some projects carry 'Stakeholder Alignment' as a tag. Which ones?");
    expect(text).toMatch(new RegExp(`^${expected.length} of the ${siteContent.projects.length} projects`));
    for (const title of expected) expect(text).toContain(title);
  });

  it('reads a misspelled quoted phrase as the site spells it, for a singular kind', () => {
    const text = reply("which positon has 'identty & access managment' in its skils?");
    const expected = siteContent.roles.filter((role) => role.skills.includes('Identity & Access Management'));
    expect(text).toMatch(new RegExp(`^${expected.length} of the ${siteContent.roles.length} roles`));
    for (const role of expected) expect(text).toContain(role.company);
  });

  it('turns "don\'t" into the rest of the kind, for a quoted phrase', () => {
    const without = projectsWith((text) => !text.includes('Change Management'));
    const text = reply("Which projects don't list 'Change Management' as a skill?");
    expect(text).toMatch(new RegExp(`^${without.length} of the 6 projects`));
    for (const title of without) expect(text).toContain(title);
  });

  it('picks by a kind of figure shown or lacking, not by a ranking', () => {
    const noMoney = siteContent.projects
      .filter((project) => !project.metrics.some((metric) => /\$/.test(metric.value)))
      .map((project) => project.title);
    const text = reply('Which of the project cards have no dollar figure among their results?');
    expect(text).toMatch(new RegExp(`^${noMoney.length} of the 6 projects`));
    for (const title of noMoney) expect(text).toContain(title);
    expect(reply('Which projects show a percentage among their results?')).toMatch(
      /^All 6 projects on the site:/,
    );
    expect(reply('Which project saved the most money?')).toMatch(/^The largest project figure/);
  });
});

/** One role asked about gets every duty the content lists, not the five the page shows. */
describe("a role's whole list of duties", () => {
  it('lists every responsibility of the role asked about', () => {
    const role = siteContent.roles.find((entry) => entry.company === 'Pacific Crest Logistics');
    const text = reply('List every duty he had as IT Consultant at Pacific Crest.');
    expect(role?.details.responsibilities.length).toBeGreaterThan(5);
    for (const duty of role?.details.responsibilities ?? []) expect(text).toContain(duty);
  });
});

/** A sum of money or an address asked for and not in the answer: one sentence that the site does not say. */
describe('money and addresses the site does not give', () => {
  it.each([
    'How much money did the onboarding redesign save Northwind?',
    'How much did the Vancouver build cost in total?',
    "What's the mailing address of the Northwind studio?",
    'What is the zip code of the Brightline office?',
  ])('"%s"', (question) => {
    const text = reply(question);
    expect(text).toMatch(
      /^The site doesn't (state|list) that (sum|number|address)\. To ask Alex directly, use the contact form/,
    );
  });

  it('still answers a sum the site states', () => {
    expect(reply('How much did the SaaS license cleanup save per month?')).toContain('$70K');
  });
});
