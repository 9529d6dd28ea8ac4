import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

/**
 * Dutch and French write months in lower case ("jan. 2017 – aug. 2020", "mars 2014 – juin 2018"):
 * a date line set above an entry starts that entry, never the wrapped end of the last bullet before
 * it. Flemish "Attesten" and Dutch "Competenties" head their sections (invented resume).
 */
describe('date lines in lower case above each entry', () => {
  it('starts a new role at each date line, and reads the sections after them', async () => {
    const text = `PIETER DE SMET
Gent | pieter.desmet@example.be

WERKERVARING
sinds maart 2021
Systeembeheerder – Leiedal Zorggroep, Kortrijk
  – Beheer van 80 Windows-servers en de back-up
  – Invoering van Intune voor 600 toestellen

feb. 2016 – feb. 2021
Helpdeskmedewerker – Scheldeland Logistiek, Gent
  – Eerstelijnsondersteuning voor 250 gebruikers

ATTESTEN
– ITIL 4 Foundation (2019)

COMPETENTIES
Windows Server – Intune – PowerShell – Veeam
`;
    const bytes = Buffer.from(text);
    const { resume } = await parseResumeFile(bytes, await detectResumeFile(bytes, 'cv.txt'));
    expect(
      resume.experience.map((role) => [role.title, role.company, role.startDate, role.bullets.length]),
    ).toEqual([
      ['Systeembeheerder', 'Leiedal Zorggroep', 'maart 2021', 2],
      ['Helpdeskmedewerker', 'Scheldeland Logistiek', 'feb. 2016', 1],
    ]);
    expect(resume.certifications.join(' ')).toContain('ITIL 4 Foundation');
    expect(resume.skills).toEqual(expect.arrayContaining(['Intune', 'PowerShell']));
  });
});
