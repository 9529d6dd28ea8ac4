import { describe, expect, it } from 'vitest';
import { parseText } from '../helpers/parse-text';
import { roleRows } from '../helpers/role-rows';

/**
 * An invented CV written in Afrikaans: its section names ("LOOPBAAN", "OPVOEDING EN OPLEIDING"),
 * its months ("Maart"), "tans" for an open end, "tot" between two years, and a South African
 * legal form ("(Edms.) Bpk.") before the employer's region.
 */
describe('a CV written in Afrikaans', () => {
  it('reads its roles, dates and employers', async () => {
    const resume = await parseText(`Pieter Jacobus Botha
Selfoon: +27 82 555 0147
E-pos: pieter.botha@example.com

LOOPBAAN
--------
Maart 2018 – tans
  Netwerkadministrateur
  Karoo Vervoer (Edms.) Bpk., Beaufort-Wes
  * Bestuur die netwerk van 12 depots
  * Rugsteun en herstel van 40 bedieners

2013 tot 2018
  Rekenaartegnikus
  Hoogland Boere Koöperasie, Bethlehem
  * Ondersteuning aan 300 gebruikers

OPVOEDING EN OPLEIDING
----------------------
2009 – 2012   BSc Rekenaarwetenskap
              Universiteit van die Vrystaat, Bloemfontein

VAARDIGHEDE
-----------
Cisco IOS; Windows Server; Linux
`);
    expect(roleRows(resume)).toEqual([
      ['Netwerkadministrateur', 'Karoo Vervoer (Edms.) Bpk.', 'Maart 2018', 'Tans', 2],
      ['Rekenaartegnikus', 'Hoogland Boere Koöperasie', '2013', '2018', 1],
    ]);
    expect(resume.education[0]?.school).toContain('Universiteit van die Vrystaat');
  });
});
