import { describe, expect, it } from 'vitest';
import { repairGlyphs } from '../../src/server/resume/parse/extract/ligatures';

const repair = (text: string) => repairGlyphs(text).text;

describe('broken ligatures in extracted text', () => {
  it.each([
    ['Certi\u0000cations', 'Certifications'],
    ['AWS Certi\u0000ed Developer', 'AWS Certified Developer'],
    ['StackOver\u0000ow', 'StackOverflow'],
    ['in\u0000uence', 'influence'],
    ['\u0000nancial planning', 'financial planning'],
    ['Pro\u0001les', 'Profiles'],
    ['Certi#cations and pro#les', 'Certifications and profiles'],
    ['Certi1ed Scrum Master', 'Certified Scrum Master'],
    ['\uFB01eld work, \uFB02ow, o\uFB03ce', 'field work, flow, office'],
    ['e\u0000cient o\u0000ce', 'efficient office'],
    ['sta\u0000 and tra\u0000c', 'staff and traffic'],
  ])('mends %j', (broken, mended) => {
    expect(repair(broken)).toBe(mended);
  });

  it('tries "fi", "ti", "ff", "fl" and "ffi" in turn and keeps the one the dictionary knows', () => {
    // "fi" comes first, but "Informafion" is no word: "ti" is.
    expect(repair('Informa\u0000on Security, informa#on, Informa\uFFFDon')).toBe(
      'Information Security, information, Information',
    );
    expect(repair('Certi\u0000cation, a\u0000liation, work\u0000ow, o\u0000er')).toBe(
      'Certification, affiliation, workflow, offer',
    );
  });

  it('never writes "Informafion", whatever the glyph', () => {
    for (const glyph of ['\u0000', '\u0001', '\u001F', '\uFFFD', '\uE000', '#', '1']) {
      expect(repair(`Informa${glyph}on Technology`)).not.toMatch(/informafion/i);
    }
  });

  it('leaves a glyph no letters mend as "\uFFFD" and reports the word', () => {
    const { text, unreadable } = repairGlyphs('Zyxq\u0000vbn Labs');
    expect(text).toBe('Zyxq\uFFFDvbn Labs');
    expect(unreadable).toEqual(['Zyxq\uFFFDvbn']);
  });

  it('keeps real digits and hashes in words: k8s, i18n, C#, #1, e2e, S3, 10x', () => {
    const text = 'k8s, i18n, C#, ranked #1, e2e tests, S3, 10x growth, IPv6';
    expect(repairGlyphs(text)).toEqual({ text, unreadable: [] });
  });

  it('drops every other control character, and an icon glyph becomes a field separator', () => {
    expect(repair('\uF041 Jane\u0007 Doe\u001F \uF0E0 jane@example.com')).toBe('Jane Doe | jane@example.com');
    expect(repair('\uFFFD Lisbon, Portugal \uFFFD +351 210 000 000')).toBe(
      'Lisbon, Portugal | +351 210 000 000',
    );
  });
});
