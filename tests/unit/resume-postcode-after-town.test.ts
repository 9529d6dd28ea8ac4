import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented CV whose address line puts the postcode after the town and the country last.
const CV = `Rhona Baird
Quantity Surveyor
Address: 7 Larchfield Road, Aberdeen AB15 6XX, Scotland
rhona.baird@example.com | 07700 900 631

EXPERIENCE

Quantity Surveyor | Dunmore Construction Ltd | Jan 2019 – Present
• Cost plans for six school projects
`;

describe('a postcode after the town, the country after it', () => {
  it('reads the town with its postcode and country as the location', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    expect(resume.location).toBe('Aberdeen AB15 6XX, Scotland');
  });
});
