import { describe, expect, it } from 'vitest';
import { findDateRange, findEdgeDate, readMonthYear } from '../../src/server/resume/parse/dates';
import { parseText } from '../helpers/parse-text';
import { roleRows } from '../helpers/role-rows';

/**
 * Invented resumes in languages the reader has no word lists for: month names come from the
 * runtime's locale data, "de" may join a month to its year, a legal form ("SLU", "SA") marks the
 * employer beside a title in unknown words, a later title under the same employer keeps it, and a
 * bracketed note between roles is no role.
 */
describe('dates in the languages of the locale data', () => {
  it.each([
    ['gener 2020 – actualitat', 'gener 2020', 'actualitat'],
    ['setembre 2016 – desembre 2019', 'setembre 2016', 'desembre 2019'],
    ['Março de 2019 – presente', 'Março de 2019', 'presente'],
    ['júna 2018 – októbra 2020', 'júna 2018', 'októbra 2020'],
    ['ágúst 2015 – desember 2017', 'ágúst 2015', 'desember 2017'],
    ['2019 – d.d.', '2019', 'd.d.'],
  ])('reads "%s"', (text, start, end) => {
    const range = findDateRange(text);
    expect(range?.startDate.toLowerCase()).toBe(start.toLowerCase());
    expect(range?.endDate.toLowerCase()).toBe(end.toLowerCase());
  });

  it('reads a season as a period that ends in its year, and "de" between month and year', () => {
    expect(findEdgeDate('Sommarvikarie · sommaren 2015')).toMatchObject({
      startDate: 'sommaren 2015',
      endDate: 'sommaren 2015',
    });
    expect(findEdgeDate('Saisonnier · été 2018')?.endDate).toBe('été 2018');
    expect(readMonthYear('Março de 2019')).toEqual({ year: 2019, month: 3 });
  });

  it('leaves three-letter words that are months somewhere out of dates', () => {
    expect(findDateRange('Led 2019 – 2020 rollout')?.startDate).toBe('2019');
    expect(findDateRange('Mac 2019 – 2021')?.startDate).toBe('2019');
  });
});

describe('roles grouped under an employer with a legal form', () => {
  it('reads each title under its employer, and a bracketed note as no role of its own', async () => {
    const resume = await parseText(`JOAN PUJOL VIDAL
Sant Cugat · joan.pujol@example.com

EXPERIÈNCIA PROFESSIONAL
Ribagorça Sistemes Informàtics, SL — Lleida
Responsable de sistemes | març 2019 – actualitat
Administració de 40 servidors i de la xarxa de cinc oficines.
Migració del correu a Microsoft 365.
Tècnic de suport | gener 2016 – febrer 2019
Suport a 200 usuaris i gestió de l'inventari.
(Juliol 2015 – desembre 2015: viatge llarg per Sud-amèrica i curs d'anglès.)
Montsec Distribució, SA — Balaguer
Auxiliar informàtic en pràctiques | febrer – juny 2015
Preparació d'equips i cablejat.

FORMACIÓ
2011 – 2015 | Grau en Enginyeria Informàtica
Universitat de Ponent
`);
    expect(roleRows(resume)).toEqual([
      ['Responsable de sistemes', 'Ribagorça Sistemes Informàtics, SL', 'març 2019', 'Actualitat', 2],
      // The note stays with the role before it, as the person wrote it, and starts no role.
      ['Tècnic de suport', 'Ribagorça Sistemes Informàtics, SL', 'gener 2016', 'febrer 2019', 2],
      ['Auxiliar informàtic en pràctiques', 'Montsec Distribució, SA', 'febrer 2015', 'juny 2015', 1],
    ]);
  });
});
