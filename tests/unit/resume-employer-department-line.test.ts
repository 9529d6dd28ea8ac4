import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented Hungarian CV whose roles open with their dates, then the title, then a long line
// naming the employer, its ward and its town.
const CV = `Bakos Enikő
szülésznő
bakos.eniko@example.hu | +36 30 555 0266

SZAKMAI TAPASZTALAT

2020 – jelenleg
Vezető szülésznő
Bácskai Megyei Egyetemi Oktatókórház, Szülészeti-Nőgyógyászati Osztály és Koraszülött-intenzív Részleg, Baja
   • húszágyas szülőszoba műszakvezetése
   • havi szülészeti vészhelyzeti gyakorlatok szervezése

2015 – 2020
Szülésznő
Kalocsai Városi Kórház, Kalocsa
   • szülés előtti és utáni gondozás
`;

describe('an employer, its ward and its town on a long header line', () => {
  it('keeps the wrapped employer line in the header, not in the bullets', async () => {
    const { resume } = await parseResumeFile(Buffer.from(CV), 'txt');
    const [first] = resume.experience;
    expect(first?.title).toBe('Vezető szülésznő');
    expect(first?.company).toMatch(/^Bácskai Megyei Egyetemi Oktatókórház/);
    expect(first?.bullets).toHaveLength(2);
  });
});
