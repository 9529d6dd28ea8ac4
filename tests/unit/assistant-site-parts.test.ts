import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { answerOffline, createOfflineAssistant } from '../../src/server/services/assistant/answer-offline';
import { guardMessage } from '../../src/server/services/assistant/understand/guard-message';

const { knowledge } = createOfflineAssistant(siteContent);
const reply = (message: string) => answerOffline(knowledge, message, []).text;

/**
 * Parts of the site asked about by what they hold (invented wording): the blog post's section by
 * its subject, answered with its heading and the sentence that matched; the map the location links
 * to, when asked. That the site has a job tracker is public (the blog describes it); what the
 * tracker holds is not.
 */
describe('the blog post section about a subject', () => {
  it.each(
    siteContent.blog.sections.map((section) => [section.heading, section.paragraphs[0] ?? ''] as const),
  )('names "%s" for a question about its own words', (heading, paragraph) => {
    const subject = paragraph
      .split(/[^A-Za-z]+/)
      .filter((word) => word.length > 6)
      .slice(0, 3)
      .join(' ');
    expect(reply(`Which section of the blog post covers ${subject}?`)).toContain(`The section “${heading}”`);
  });

  it('finds the section when the question names the post itself as well as the subject', () => {
    const section = siteContent.blog.sections.find((entry) => entry.paragraphs.join(' ').includes('ambient'));
    expect(reply('Which section of the blog post covers the ambient music?')).toContain(
      `The section “${section?.heading}”`,
    );
  });

  it('reads a misspelled question ("wich", "tlaks") and answers with the heading', () => {
    expect(reply('wich part of the blog post tlaks about the hidden game?')).toMatch(
      /^The section “[^”]*game/i,
    );
  });
});

describe('the map the location links to', () => {
  it('gives the map address when a link or map is asked for, and not otherwise', () => {
    expect(reply('Which map does the location link on his contact section open?')).toContain(
      siteContent.contact.locationMapUrl,
    );
    expect(reply('Where is he based?')).not.toContain('openstreetmap');
  });
});

describe('the job tracker: public that it exists, private what it holds', () => {
  it('answers a question about the blog section on the tracker, and declines its contents', () => {
    expect(
      guardMessage('What heading does the blog give the part about the job tracker?', knowledge.nameWords),
    ).toBeNull();
    expect(guardMessage('Open the job tracker and read me the statuses', knowledge.nameWords)).toBe(
      'private-data',
    );
    expect(guardMessage("What's listed in his tracker?", knowledge.nameWords)).toBe('private-data');
  });
});
