import { describe, expect, it } from 'vitest';
import { readHeader } from '../../src/server/resume/parse/assemble/role-header';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented Polish CV: dates first, then a title whose two parts a dash joins (a trade and its
// speciality), then the employer's own line with its town.
const CV = `Kamil Zaremba
Spawacz MIG/MAG
kamil.zaremba@example.pl | +48 601 555 208

DOŚWIADCZENIE ZAWODOWE

03.2019 – 11.2023
Spawacz – monter konstrukcji stalowych
Stocznia Remontowa „Odra”, Kołobrzeg
   • spawanie kadłubów metodą MIG/MAG
   • montaż sekcji pokładowych

07.2018 – 08.2018
Praktyka zawodowa – ślusarz
Zakład Mechaniczny „Brzeg”, Koszalin
`;

describe('a dash inside a title, its employer on a line of its own', () => {
  it('keeps the dashed title whole when the next line is the employer', () => {
    expect(readHeader(['Kapitan – Airbus A320', 'Bałtyckie Linie Lotnicze S.A.'])).toMatchObject({
      title: 'Kapitan – Airbus A320',
      company: 'Bałtyckie Linie Lotnicze S.A.',
    });
  });

  it('still parts "title – employer" on one line with only a town below', () => {
    expect(readHeader(['Senior Welder – Harlow Fabrication', 'Leeds'])).toMatchObject({
      title: 'Senior Welder',
      company: 'Harlow Fabrication',
    });
  });

  it('reads each role of a dates-first CV with dashed titles', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    expect(resume.experience.map((role) => [role.title, role.company])).toEqual([
      ['Spawacz – monter konstrukcji stalowych', 'Stocznia Remontowa „Odra”'],
      ['Praktyka zawodowa – ślusarz', 'Zakład Mechaniczny „Brzeg”'],
    ]);
  });
});
