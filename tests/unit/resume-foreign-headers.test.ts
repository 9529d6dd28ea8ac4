import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { organisationScore, titleScore } from '../../src/server/resume/parse/title-words';
import { roleRows } from '../helpers/role-rows';

/**
 * Invented headers in Spanish and Swedish: the title and the employer are told apart by the words
 * those languages use for them (a Romance title or employer names its kind first, a Germanic
 * compound ends with it), not by their place in the header, and English titles that open with a
 * kind of employer ("Hospital Pharmacist") stay titles.
 */
describe('titles and employers in other languages', () => {
  it('reads a Spanish CV whose employers have no legal form', async () => {
    const text = `VALENTINA OSPINA RÍOS
Cali, Colombia · valentina.ospina@example.com

EXPERIENCIA PROFESIONAL

Hospital Universitario del Valle — Cali
Enfermera jefe de planta | marzo 2018 – actualidad
- Coordinación de un equipo de 14 auxiliares.
- Implantación del registro clínico electrónico en la planta.

Asociación Manos Unidas del Cauca — Popayán
Coordinadora de voluntariado | enero 2015 – febrero 2018
- Formación de 60 voluntarios al año.
`;
    const bytes = Buffer.from(text);
    const { resume } = await parseResumeFile(bytes, await detectResumeFile(bytes, 'cv.txt'));
    expect(roleRows(resume)).toEqual([
      ['Enfermera jefe de planta', 'Hospital Universitario del Valle', 'marzo 2018', 'Actualidad', 2],
      ['Coordinadora de voluntariado', 'Asociación Manos Unidas del Cauca', 'enero 2015', 'febrero 2018', 1],
    ]);
  });

  it('scores Swedish and German compounds by their endings', () => {
    expect(titleScore('Sommarvikarie')).toBeGreaterThan(0);
    expect(titleScore('Projektleiterin')).toBeGreaterThan(0);
    expect(organisationScore('Norrlandsbladet')).toBeGreaterThan(0);
    expect(titleScore('Norrlandsbladet')).toBeLessThanOrEqual(0);
  });

  it('keeps English titles that open with a kind of employer', () => {
    expect(titleScore('Hospital Pharmacist')).toBeGreaterThan(0);
    expect(organisationScore('Hospital Pharmacist')).toBeLessThan(2);
    expect(organisationScore('Cooperative Training (Co-op) Student')).toBeLessThan(2);
  });
});
