import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented CV whose roles open with plain header lines, and whose bullets date some duties:
// in brackets, in the middle of a sentence, or at its end after "since".
const CV = `Tomasz Ellery
Ferry Master
tomasz.ellery@example.com | 07700 900 884

EXPERIENCE

Master | Jan 2019 – Present
Harbourline Ferries Ltd, Portsmouth
• Command of a 900-passenger ro-ro ferry on the Solent crossing
• Safety officer for the fleet's drills (2020–2022)
• Led the winter 2021–22 dry-dock period for two vessels
• Designated person ashore for the fleet since 2023

Chief Officer | Mar 2014 – Dec 2018
Westmere Shipping plc, Southampton
• Cargo and ballast planning on short-sea routes
`;

describe('a duty dated inside its bullet', () => {
  it('stays a bullet of its role instead of opening a new one', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    expect(resume.experience.map((role) => [role.title, role.bullets.length])).toEqual([
      ['Master', 4],
      ['Chief Officer', 1],
    ]);
  });
});
