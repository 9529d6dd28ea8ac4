import { describe, expect, it } from 'vitest';
import { askWithHistory } from '../helpers/ask-assistant';

const reply = (question: string) => askWithHistory(question).text;

describe('which came first, by the dates the content gives', () => {
  it('orders an award, an article, a post and a degree', () => {
    expect(reply('Which came first, the award or the guest article?')).toMatch(
      /Top Tech Exec Award came first \(May 2015\)[\s\S]*August 2022/,
    );
    expect(reply('Did the video series come out after the article?')).toMatch(/^Yes\b/);
    expect(reply('Was the MBA before the Top Tech Exec Award?')).toMatch(/^No\b/);
  });

  it('dates a project through its post, and declines to order dates that overlap', () => {
    expect(reply('Which was earlier, the Vancouver center or the award?')).toMatch(
      /Top Tech Exec Award came first[\s\S]*September 2019/,
    );
    const overlap = reply('Did the Vancouver opening come before the Citrix acquisition?');
    expect(overlap).not.toMatch(/^(Yes|No)\b/);
    expect(overlap).toContain('overlap');
  });
});

describe('what a named thing does not say', () => {
  it('says plainly when the site gives no date or no spelled-out name', () => {
    expect(reply('When did he get CISSP?')).toContain("doesn't say when");
    expect(reply('What does CMNO stand for?')).toContain("doesn't say what CMNO stands for");
    expect(reply('What does CISSP stand for?')).toContain(
      'Certified Information Systems Security Professional',
    );
    expect(reply('What does CISSP stand for?')).not.toContain("doesn't say");
  });
});

describe('"review" as a verb', () => {
  it('answers a request for work from his experience, and "reviews" from the recommendations', () => {
    const work = reply('Can he review our application security?');
    expect(work).not.toContain('What colleagues say');
    expect(work).toContain('security reviews');
    expect(reply('Any reviews of his work?')).toContain('Jordan Ellis');
  });
});

describe('"before" with nothing said yet', () => {
  it('measures "his previous job" from his current roles', () => {
    for (const question of [
      'What was his previous job?',
      'What did he do before joining his current company?',
    ])
      expect(reply(question), question).toMatch(/^Before Alex's current roles, Alex was Sr\. IT-Ops Manager/);
  });
});
