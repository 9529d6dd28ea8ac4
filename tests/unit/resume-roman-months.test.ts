import { describe, expect, it } from 'vitest';
import { findDateRange } from '../../src/server/resume/parse/dates';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented Slovene CV: the document's title above the name, headings in Slovene, and months
// written as Roman numerals with dots, the years closed by a dot too.
const CV = `ŽIVLJENJEPIS

Mojca Zupančič
Celovška 88, 1000 Ljubljana
mojca.zupancic@example.net | +386 41 555 019

DELOVNE IZKUŠNJE

X. 2018. – danes
Sistemska inženirka
Kranjska Energetika d.d., Ljubljana
– vzdrževanje strežnikov VMware in Windows Server
– uvedba varnostnih kopij Veeam

IV. 2015. – IX. 2018.
Tehnik za podporo uporabnikom
Savinjski Računalniki d.o.o., Celje
– podpora 300 uporabnikom

IZOBRAZBA

2011. – 2015.   Fakulteta za računalništvo, Ljubljana
                diplomirana inženirka računalništva

JEZIKI

slovenščina, angleščina (C1)
`;

describe('months as Roman numerals, and dates closed by a dot', () => {
  it('reads "X. 2018. – danes" as October 2018 to the present', () => {
    expect(findDateRange('X. 2018. – danes')).toMatchObject({ startDate: 'Oct 2018', endDate: 'Danes' });
    expect(findDateRange('IV. 2015. – IX. 2018.')).toMatchObject({
      startDate: 'Apr 2015',
      endDate: 'Sep 2018',
    });
  });

  it('reads a Slovene CV: its name below the title, each role with its dates, the school without a stray dot', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    expect(resume.name).toBe('Mojca Zupančič');
    expect(resume.experience.map((role) => [role.title, role.startDate, role.endDate])).toEqual([
      ['Sistemska inženirka', 'Oct 2018', 'Danes'],
      ['Tehnik za podporo uporabnikom', 'Apr 2015', 'Sep 2018'],
    ]);
    expect(resume.education[0]?.degree ?? '').not.toMatch(/^\./);
  });
});
