import { describe, expect, it } from 'vitest';
import { extractText } from '../../src/server/resume/parse/extract/extract-text';
import { parseText } from '../helpers/parse-text';
import { roleRows } from '../helpers/role-rows';

/**
 * Invented resumes as people save them from elsewhere: an application copied from a tracking
 * system's review page (each label on its own line above its value), a Markdown page with a
 * comment the writer left for themselves, and an employer's line whose town the reader does not
 * know.
 */
describe('text pasted from forms and sources', () => {
  it('reads each job of an application review page as a role', async () => {
    const resume = await parseText(`Application copy (Review page)

My Information
City
Valletta
Email Address
mira.zammit@example.com

My Experience

Work Experience 1
Job Title
Service Desk Team Lead
Company
Gozo Ferries Ltd
Location
Mġarr, Malta
I currently work here
Yes
From
05/2021
Role Description
• Lead six analysts across two shifts.
• Cut the ticket backlog by half in a year.

Work Experience 2
Job Title
Service Desk Analyst
Company
Marsa Freight Services
Location
Marsa, Malta
I currently work here
No
From
01/2018
To
04/2021
Role Description

Education

Education 1
School or University
Kalkara Institute of Technology
From
2014
To
2017
`);
    expect(roleRows(resume)).toEqual([
      ['Service Desk Team Lead', 'Gozo Ferries Ltd', '05/2021', 'Present', 2],
      ['Service Desk Analyst', 'Marsa Freight Services', '01/2018', '04/2021', 0],
    ]);
  });

  it('leaves a comment in a Markdown source out of the resume', async () => {
    const resume = await parseText(MARKDOWN_PAGE);
    expect(roleRows(resume)).toEqual([
      ['Platform Engineer', 'Kinneret Cloud Ltd', '2020', 'Present', 2],
      ['Support Engineer', 'Galil Hosting Ltd', '2016', '2020', 1],
    ]);
    const { lines } = await extractText(Buffer.from(MARKDOWN_PAGE), 'txt');
    expect(lines.map((line) => line.text).join('\n')).not.toContain('TODO');
  });

  it('takes a town and region after the employer as its place, not as the title', async () => {
    const resume = await parseText(`KOFI MENSAH-BOATENG
kofi@example.com

EXPERIENCE

ASHANTI HILLS SAVINGS BANK LTD. — Obuasi, Ashanti Region          2012 – 2019

Network Administrator
  • Ran the branch WAN.
`);
    expect(roleRows(resume)).toEqual([
      ['Network Administrator', 'ASHANTI HILLS SAVINGS BANK LTD.', '2012', '2019', 1],
    ]);
  });
});

const MARKDOWN_PAGE = `# Lior Ben-Ami

lior@example.com

## Experience

### Kinneret Cloud Ltd

**Platform Engineer** · 2020 – present

- Ran the Kubernetes clusters.
- Cut the cloud bill by a third.

<!-- TODO: add the summer job at the kibbutz? probably not relevant any more -->

### Galil Hosting Ltd

**Support Engineer** · 2016 – 2020

- Answered hosting tickets.
`;
