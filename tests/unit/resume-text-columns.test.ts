import { describe, expect, it } from 'vitest';
import { readTextRegions } from '../../src/server/resume/parse/extract/text-columns';

const readTextColumns = (text: string) =>
  readTextRegions(text)
    .map((region) => region.text)
    .join('\n');

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('reading laid-out text a column at a time', () => {
  it('reads a sidebar and a main column one after the other, below the header', () => {
    const page = [
      '                         Dana Reyes',
      '              Seattle, WA  dana@example.com  (206) 555-0100',
      '',
      '   Skills                      Experience',
      '   Okta, Jamf, Python',
      '   ServiceNow                  Director of IT, Northwind (2019 to Present)',
      '                               Cut ticket volume 30% by automating onboarding',
      '                               Led a team of 12 across three offices',
      '   Certifications',
      '   CISSP                       IT Manager, Contoso (2014 to 2019)',
      '   ITIL 4                      Migrated 400 users to Microsoft 365',
      '                               Ran the service desk for 900 staff',
      '   Languages',
      '   English, Spanish',
    ].join('\n');
    expect(lines(readTextColumns(page))).toEqual([
      'Dana Reyes',
      'Seattle, WA  dana@example.com  (206) 555-0100',
      'Skills',
      'Okta, Jamf, Python',
      'ServiceNow',
      'Certifications',
      'CISSP',
      'ITIL 4',
      'Languages',
      'English, Spanish',
      'Experience',
      'Director of IT, Northwind (2019 to Present)',
      'Cut ticket volume 30% by automating onboarding',
      'Led a team of 12 across three offices',
      'IT Manager, Contoso (2014 to 2019)',
      'Migrated 400 users to Microsoft 365',
      'Ran the service desk for 900 staff',
    ]);
  });

  it('keeps a one-column resume with right-aligned dates in its order', () => {
    const page = [
      'EXPERIENCE',
      'Director of IT, Northwind                                  2019 to Present',
      '- Cut ticket volume 30% by automating onboarding for every new hire',
      '- Led a team of 12 across three offices and two time zones',
      'IT Manager, Contoso                                           2014 to 2019',
      '- Migrated 400 users to Microsoft 365 in one weekend',
      '- Ran the service desk for 900 staff',
    ].join('\n');
    expect(lines(readTextColumns(page)).map((line) => line.replace(/\s+/g, ' '))).toEqual(
      lines(page).map((line) => line.replace(/\s+/g, ' ')),
    );
  });

  it('puts a heading set in the left margin on a line of its own', () => {
    const page = [
      'Experience     Northwind                                  2019 to Present',
      '               Director of IT',
      '                 Cut ticket volume 30% by automating onboarding for new hires',
      'Education      University of Washington                              2004',
      '               B.S. Computer Science',
    ].join('\n');
    const read = lines(readTextColumns(page));
    expect(read.slice(0, 2)).toEqual(['Experience', 'Northwind  2019 to Present']);
    expect(read).toContain('Education');
  });

  it('leaves running text and very long files as they are', () => {
    const long = `Summary ${'word '.repeat(400)}`;
    expect(readTextRegions(long)).toEqual([{ text: long }]);
    const many = Array.from({ length: 3000 }, (_, index) => `Left ${index}          Right ${index}`).join(
      '\n',
    );
    expect(readTextRegions(many)).toEqual([{ text: many }]);
  });
});
