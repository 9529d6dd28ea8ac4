import { describe, expect, it } from 'vitest';
import { parseText } from '../helpers/parse-text';
import { roleRows } from '../helpers/role-rows';

/**
 * An invented Swiss-style CV with the dates in a left column: a block after a blank line that opens
 * on "seit" (since) in lower case is a role of its own, not the end of the bullet above it, and a
 * comma inside a title's brackets parts no fields.
 */
describe('dates-first blocks', () => {
  it('reads a concurrent role that opens on "seit" after a blank line', async () => {
    const resume = await parseText(`Urs Kindle
urs.kindle@example.net

BERUFSERFAHRUNG

04.2018 – heute          Network Engineer
                         Oberland Kabel AG, Vaduz
                         - Runs the core and access network for 30,000 customers
                         - On-call duty every third week for the whole team

seit 02.2022             Trainer "Routing Basics" (part-time, one evening a week)
                         Abendschule Rheintal, Zurich
                         - Teaches adult learners

09.2013 – 03.2018        ICT Technician
                         Stadtwerke Basel, Basel
                         - Supported 60 users
`);
    expect(roleRows(resume)).toEqual([
      ['Network Engineer', 'Oberland Kabel AG', '04.2018', 'Heute', 2],
      [
        'Trainer "Routing Basics" (part-time, one evening a week)',
        'Abendschule Rheintal',
        '02.2022',
        'Present',
        1,
      ],
      ['ICT Technician', 'Stadtwerke Basel', '09.2013', '03.2018', 1],
    ]);
  });
});
