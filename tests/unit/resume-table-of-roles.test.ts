import { describe, expect, it } from 'vitest';
import { findDateRange, readMonthYear } from '../../src/server/resume/parse/dates';
import { readHtmlBlocks } from '../../src/server/resume/parse/extract/html-blocks';
import { joinHeaderRows, listsLastInRows } from '../../src/server/resume/parse/extract/table-header-rows';
import { readHeading } from '../../src/server/resume/parse/sections';
import { createLine } from '../../src/server/resume/parse/source-lines';

/**
 * Word CVs that keep their roles in a table, one row per role, under a row of column labels
 * ("Dates | Employer / Title | Key Achievements"), and write their months in their own language.
 */
const cell = (text: string) => `<td><p>${text}</p></td>`;
const TABLE = `<table><tr>${cell('Dates')}${cell('Employer / Title')}${cell('Key Achievements')}</tr><tr>${cell('Mar 2020 – Present')}${cell('Lindqvist Shipping AB')}${cell('Moved the fleet tracking servers to Azure.')}</tr></table>`;

describe('a table of roles', () => {
  it('reads its row of column labels as one line, not as one heading per cell', () => {
    const blocks = joinHeaderRows(readHtmlBlocks(TABLE).blocks);
    expect(blocks.map((block) => block.text)).toEqual([
      'Dates | Employer / Title | Key Achievements',
      'Mar 2020 – Present',
      'Lindqvist Shipping AB',
      'Moved the fleet tracking servers to Azure.',
    ]);
  });

  it('takes a row of labels naming a position and a period for the experience heading', () => {
    expect(readHeading(createLine('Years | Employer | Job Title'))?.section).toBe('experience');
    expect(readHeading(createLine('Skill | Level'))).toBeNull();
  });

  it('keeps a first row of real content, such as skills, cell by cell', () => {
    const skills = `<table><tr>${cell('Terraform 1.6')}${cell('Ansible 2.15')}</tr></table>`;
    expect(joinHeaderRows(readHtmlBlocks(skills).blocks).map((block) => block.text)).toEqual([
      'Terraform 1.6',
      'Ansible 2.15',
    ]);
  });
});

describe('a table of posts whose employer comes after the duties', () => {
  const list = (items: string[]) =>
    `<td><p>Charge Nurse</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></td>`;
  const POSTS = `<table><tr>${cell('Dates')}${cell('Post')}${cell('Hospital / Trust')}</tr><tr>${cell('Sep 2019 – present')}${list(['Ran the night shift', 'Trained new starters'])}<td><p>Brackenmoor Infirmary</p><p>Fellside Health Trust</p></td></tr></table>`;

  it('reads the employer cell before the listed duties', () => {
    const blocks = listsLastInRows(joinHeaderRows(readHtmlBlocks(POSTS).blocks));
    expect(blocks.map((block) => block.text)).toEqual([
      'Dates | Post | Hospital / Trust',
      'Sep 2019 – present',
      'Charge Nurse',
      'Brackenmoor Infirmary',
      'Fellside Health Trust',
      'Ran the night shift',
      'Trained new starters',
    ]);
  });

  it('takes "Dates | Post | Hospital" for the labels of a table of roles', () => {
    expect(readHeading(createLine('Dates | Post | Hospital / Trust'))?.section).toBe('experience');
  });

  it('leaves a row without a dates cell as it is', () => {
    const layout = `<table><tr>${list(['Ran the night shift'])}${cell('Skills')}</tr></table>`;
    expect(listsLastInRows(readHtmlBlocks(layout).blocks).map((block) => block.text)).toEqual([
      'Charge Nurse',
      'Ran the night shift',
      'Skills',
    ]);
  });
});

describe('months and open ends in Swedish and Turkish', () => {
  it('reads "maj 2019 – nu" and "Kas 2017 – Halen" as ranges that go on', () => {
    expect(findDateRange('maj 2019 – nu')).toMatchObject({ endDate: 'Nu' });
    expect(findDateRange('Kas 2017 – Halen')).toMatchObject({ startDate: 'Kas 2017', endDate: 'Halen' });
    expect(readMonthYear('Kas 2017')).toEqual({ year: 2017, month: 11 });
    expect(readMonthYear('augusti 2014')).toEqual({ year: 2014, month: 8 });
  });
});

describe('section headings in the languages CVs are written in', () => {
  it('reads Spanish, French, German, Dutch and Turkish headings, accents and all', () => {
    const section = (text: string) => readHeading(createLine(text, { isEmphasized: true }))?.section;
    expect(section('FORMACIÓN ACADÉMICA')).toBe('education');
    expect(section('Compétences techniques')).toBe('skills');
    expect(section('Berufserfahrung')).toBe('experience');
    expect(section('Werkervaring')).toBe('experience');
    expect(section('Yabancı Diller')).toBe('languages');
    expect(section('CONOCIMIENTOS TÉCNICOS')).toBe('skills');
  });
});
