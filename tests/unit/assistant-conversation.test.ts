import { describe, expect, it } from 'vitest';
import { askWithHistory } from '../helpers/ask-assistant';

/**
 * Follow-ups three turns deep: each question after the first means something only through the
 * chat so far ("the first one", "that role", "what came after", "what figure did it mention").
 */
const chains: [name: string, turns: [question: string, expected: RegExp][]][] = [
  [
    'the first of a list, its role, what came after',
    [
      ['What projects has Alex led?', /Vancouver Corporate Center of Excellence/],
      ['Tell me about the first one', /^Vancouver Corporate Center of Excellence: Greenfield IT/],
      ['Which role was that in?', /IT-Ops Manager at Brightline Software/],
      [
        'What came after that?',
        /^After IT-Ops Manager, Alex was Manager II - Workspace Services Architecture/,
      ],
    ],
  ],
  [
    'which of those came first, that role, what came after it',
    [
      ['What roles has Alex held at Brightline Software?', /Sr\. IT-Ops Manager/],
      [
        'Which of those came first?',
        /^The earliest role: IT-Ops Manager at Brightline Software \(May 2017 - July 2021\)/,
      ],
      ['How long was he in that role?', /IT-Ops Manager at Brightline Software for 4 years and 2 months/],
      ['What came after it?', /^After IT-Ops Manager, Alex was Manager II/],
    ],
  ],
  [
    'a project, its role, what that role achieved, the figure it mentions',
    [
      ['Tell me about the Vancouver project', /50,000/],
      ['Which role was that in?', /IT-Ops Manager at Brightline Software/],
      ['What did he achieve in that role?', /achievements as IT-Ops Manager/],
      ['What figure did it mention for assets?', /\$5M\+/],
    ],
  ],
  [
    'the first and second of a list of credentials',
    [
      ['What certifications does Alex have?', /CISSP/],
      ['How many domains does the first one cover?', /eight domains/],
      ['And the second one?', /CMNO/],
    ],
  ],
  [
    'a company founded, where it was, how big it grew',
    [
      ['Which company did Alex found in 2007?', /Harborline Technology Services/],
      ['Where was it based?', /Carlsbad/],
      ['How many clients did it get to?', /more than 20 recurring clients/],
    ],
  ],
  [
    'recommendations: the second one, then the other',
    [
      ['Who recommends Alex?', /Jordan Ellis[\s\S]*Casey Reyes/],
      ['What does the second one say?', /^Casey Reyes/],
      ['And the other recommendation?', /^Jordan Ellis/],
    ],
  ],
];

describe('follow-up chains, three turns deep', () => {
  it.each(chains)('%s', (_name, turns) => {
    const asked: string[] = [];
    for (const [question, expected] of turns) {
      expect(askWithHistory(question, asked).text, `after ${JSON.stringify(asked)}: ${question}`).toMatch(
        expected,
      );
      asked.push(question);
    }
  });
});
