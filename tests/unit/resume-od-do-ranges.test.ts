import { describe, expect, it } from 'vitest';
import { findDateRange } from '../../src/server/resume/parse/dates';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented Polish CV whose dates are written in words: "od 05.2017 do chwili obecnej" (from
// May 2017 to the present moment), "od 2012 do 2017".
const CV = `Agnieszka Sowa
Pielęgniarka
agnieszka.sowa@example.pl | +48 602 555 731

DOŚWIADCZENIE ZAWODOWE

od 05.2017 do chwili obecnej
Pielęgniarka oddziałowa
Szpital Miejski „Pod Lipami”, Opole
   • koordynacja pracy 14 pielęgniarek

od 2012 do 2017
Pielęgniarka
Przychodnia Zdrowia „Nysa”, Nysa
   • szczepienia i opatrunki
`;

describe('ranges written "od … do …"', () => {
  it('reads the lead word and "do" as part of the range, "chwili obecnej" as its open end', () => {
    expect(findDateRange('od 05.2017 do chwili obecnej')).toMatchObject({
      startDate: '05.2017',
      endDate: 'Chwili obecnej',
      index: 0,
    });
    expect(findDateRange('od 2012 do 2017')).toMatchObject({ startDate: '2012', endDate: '2017' });
  });

  it('opens a role at each such line', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    expect(resume.experience.map((role) => [role.title, role.startDate])).toEqual([
      ['Pielęgniarka oddziałowa', '05.2017'],
      ['Pielęgniarka', '2012'],
    ]);
  });
});
