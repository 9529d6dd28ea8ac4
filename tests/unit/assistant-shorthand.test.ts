import { describe, expect, it } from 'vitest';
import { askWithHistory } from '../helpers/ask-assistant';

describe('the assistant reads hiring shorthand', () => {
  it.each(['what certs does he have', 'any quals?'])('"%s" lists the certifications', (question) => {
    expect(askWithHistory(question).text).toMatch(/Certifications:[\s\S]*CISSP/);
  });

  it.each(['What does he charge per hour?', 'What is his day rate?', 'What are his billing rates?'])(
    '"%s" says the site does not publish rates',
    (question) => {
      expect(askWithHistory(question).text).toMatch(/doesn't publish .* rates/);
    },
  );

  it('"in charge of" is about responsibility, not rates', () => {
    expect(askWithHistory('Who was in charge of the Citrix integration?').text).not.toMatch(/rates/);
  });
});
