import { describe, expect, it } from 'vitest';
import { findDateRange } from '../../src/server/resume/parse/dates';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented Hungarian CV: each role opens with its dates written year first, the year closed by
// a dot ("2018. október"), or as whole dates year first ("2012.03.15.").
const CV = `Fodor Réka
villamosmérnök
fodor.reka@example.hu | +36 20 555 0193

SZAKMAI TAPASZTALAT

2018. október – jelenleg
Üzemi villamosmérnök
Dunamenti Acélszerkezet Zrt., Szekszárd
   • a gyártósor PLC-vezérlésének karbantartása
   • évi két leállás műszaki tervezése

2012.03.15. – 2018.09.30.
Villanyszerelő
Tolnai Épületgépészet Kft., Paks
   • ipari csarnokok elosztószekrényeinek szerelése

TANULMÁNYOK

2008 – 2012   Pannon Műszaki Főiskola, Veszprém
`;

describe('dates written year first', () => {
  it('reads "2018. október" and "2012.03.15." as month and year', () => {
    expect(findDateRange('2018. október – jelenleg')).toMatchObject({
      startDate: 'október 2018',
      endDate: 'Jelenleg',
    });
    expect(findDateRange('2012.03.15. – 2018.09.30.')).toMatchObject({
      startDate: '03/2012',
      endDate: '09/2018',
    });
  });

  it('reads each role of a CV whose dates come first, year before month', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    expect(resume.experience.map((role) => [role.title, role.startDate, role.endDate])).toEqual([
      ['Üzemi villamosmérnök', 'október 2018', 'Jelenleg'],
      ['Villanyszerelő', '03/2012', '09/2018'],
    ]);
  });
});
