import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectPassages } from '../../src/server/services/assistant/model/build-model-prompt';
import { checkModelReply } from '../../src/server/services/assistant/model/check-model-reply';
import { askWithHistory, knowledge } from '../helpers/ask-assistant';

const SEED = 1723;
const question = 'What did Alex do at Northwind Interactive?';
const offline = askWithHistory(question);
// What the model assistant gives the model: the offline answer's passages, the best search hits, the draft.
const passages = [
  ...selectPassages(knowledge, offline, question).map((passage) => `${passage.label} ${passage.text}`),
  offline.text,
];
const check = (reply: string, asked = question) => checkModelReply(reply, { passages, question: asked });

const planted: [string, string, string][] = [
  [
    'a job at another company',
    'Before Northwind, Alex worked at Google as a site reliability lead.',
    'Google',
  ],
  ['a salary', 'Alex expects a salary of $250,000 a year.', '250000'],
  ['a phone number', 'You can call Alex on (555) 123-4567 to discuss it.', '(555) 123-4567'],
  ['certifications', 'Alex also holds the PMP and AWS Solutions Architect certifications.', 'PMP'],
  ['an email address', 'Write to alex@morgan-consulting.io for details.', 'alex@morgan-consulting.io'],
  ['a link', 'His portfolio is at https://alexmorgan.dev/work.', 'https://alexmorgan.dev/work.'],
  ['a count', 'At Northwind he led 75 people.', '75'],
  ['a person', 'His manager there, Priya Patel, praised him.', 'Priya'],
];

describe('model reply check', () => {
  it.each(planted)('rejects %s', (_label, reply, claim) => {
    const result = check(reply);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.unsupported).toContain(claim);
  });

  it('accepts a faithful rewording, numbers and names included', () => {
    const reply =
      'At Northwind Interactive Alex was IT Manager from March 2013 to January 2017, and before that a Senior Game Test Analyst from November 2009. He implemented Oracle Service Cloud and was named a Top Tech Exec Award honoree in May 2015.';
    expect(check(reply)).toEqual({ ok: true });
  });

  it('accepts the same amount written another way ("$2.25 billion" for "$2.25B")', () => {
    const citrix = askWithHistory('Tell me about the Citrix integration');
    const given = {
      passages: citrix.evidence.map((passage) => passage.text),
      question: 'Tell me about the Citrix integration',
    };
    expect(checkModelReply('It followed a $2.25 billion acquisition, with 99.9% uptime.', given)).toEqual({
      ok: true,
    });
    expect(checkModelReply('It followed a $3 billion acquisition.', given).ok).toBe(false);
  });

  it('allows a name from the question only where the reply denies it', () => {
    const asked = 'Did he work at Google?';
    expect(
      check("The site doesn't mention Google; his employers were Northwind Interactive and others.", asked),
    ).toEqual({ ok: true });
    expect(check('Yes, Alex worked at Google.', asked).ok).toBe(false);
    expect(check('He saved $42M there.', 'Did he save $42M?').ok).toBe(false);
  });

  it(`rejects any planted company name or amount (fast-check, seed ${SEED})`, () => {
    const name = fc
      .tuple(fc.constantFrom(...'BCDFGHKLMNPRSTVWZ'), fc.stringMatching(/^[aeiou][a-z]{3,8}$/))
      .map(([first, rest]) => `${first}${rest}`);
    const amount = fc.integer({ min: 101, max: 999 }).map((value) => `$${value},000`);
    fc.assert(
      fc.property(name, amount, (company, salary) => {
        const reply = `Alex was IT Manager at Northwind Interactive. Later he joined ${company} Systems for ${salary}.`;
        const result = check(reply);
        return (
          !result.ok &&
          result.unsupported.some(
            (claim) => claim.startsWith(company) || claim === String(Number(salary.replace(/\D/g, ''))),
          )
        );
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe('passages sent to the model', () => {
  it('are about the question: "Where is he based?" brings no OKR-Based passage', () => {
    const asked = 'Where is he based?';
    const sent = selectPassages(knowledge, askWithHistory(asked), asked);
    expect(sent.some((passage) => passage.text.includes('San Diego, CA area'))).toBe(true);
    expect(sent.filter((passage) => /OKR/.test(`${passage.label} ${passage.text}`))).toEqual([]);
  });
});
