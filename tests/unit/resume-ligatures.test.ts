import { describe, expect, it } from 'vitest';
import { repairLigatures } from '../../src/server/resume/parse/extract/ligatures';

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
  ])('mends %j', (broken, mended) => {
    expect(repairLigatures(broken)).toBe(mended);
  });

  it('keeps real digits and hashes in words: k8s, i18n, C#, #1, e2e, S3, 10x', () => {
    const text = 'k8s, i18n, C#, ranked #1, e2e tests, S3, 10x growth, IPv6';
    expect(repairLigatures(text)).toBe(text);
  });

  it('drops every other control character, and an icon glyph becomes a field separator', () => {
    expect(repairLigatures('\uF041 Jane\u0007 Doe\u001F \uF0E0 jane@example.com')).toBe(
      'Jane Doe | jane@example.com',
    );
  });
});
