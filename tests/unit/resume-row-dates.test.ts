import { describe, expect, it } from 'vitest';
import { createLine, plainTraits, type SourceLine } from '../../src/server/resume/parse/source-lines';
import { buildResumeFromLines } from '../../src/server/resume/parse/text-to-resume';

/**
 * A CV renderer's layout (invented people and employers): each role's header row holds the
 * employer, the title and the place, and its dates stand flush right on the row below, beside the
 * first bullet, whose wrapped end then comes through as a line of its own.
 */
const readLines = (lines: SourceLine[]) =>
  buildResumeFromLines({ lines, traits: plainTraits('pdf'), warnings: [] }).resume;
const bullet = (text: string) => createLine(text, { isBullet: true });

const LINES = [
  createLine('Ottoline Brackwater', { isEmphasized: true, sizeRatio: 2.4 }),
  createLine('Whitby, UK | ottoline@example.co.uk | +44 1947 555 018'),
  createLine('Experience', { isEmphasized: true, sizeRatio: 1.4 }),
  createLine('Saltwick Ferries Ltd, Network Engineer | Whitby', { isEmphasized: true }),
  bullet('Run the ship-to-shore links and the terminal Wi-Fi for the three harbour | Mar 2021 – present'),
  createLine('terminals and both vessels'),
  bullet('Replaced the ageing core switches over two weekend windows'),
  createLine('Esk Valley Council, Desktop Support Analyst | Scarborough', { isEmphasized: true }),
  bullet('Looked after 900 laptops and the imaging server for every site office | Jun 2017 – Feb 2021'),
  bullet('Wrote the guide new starters still get on their first morning'),
  createLine('Education', { isEmphasized: true, sizeRatio: 1.4 }),
  createLine('BSc Computing, Teesmouth University | 2014 – 2017'),
];

describe("dates flush right beside a role's first bullet", () => {
  it('go to the role above, and the bullet keeps its text and its wrapped end', () => {
    const resume = readLines(LINES);
    expect(resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual(
      [
        ['Network Engineer', 'Saltwick Ferries Ltd', 'Mar 2021', 'Present'],
        ['Desktop Support Analyst', 'Esk Valley Council', 'Jun 2017', 'Feb 2021'],
      ],
    );
    expect(resume.experience[0]?.bullets).toEqual([
      'Run the ship-to-shore links and the terminal Wi-Fi for the three harbour terminals and both vessels',
      'Replaced the ageing core switches over two weekend windows',
    ]);
    expect(resume.experience[1]?.bullets).toHaveLength(2);
  });
});
