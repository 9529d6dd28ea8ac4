import { describe, expect, it } from 'vitest';
import type { PositionedItem } from '../../src/server/resume/parse/extract/pdf-columns';
import { plainIcons } from '../../src/server/resume/parse/extract/pdf-icons';

const item = (text: string, x: number, y: number, font = 'body'): PositionedItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  size: 10,
  font,
});

/** A CV set with an icon font: a calendar ("k") before dates, a pin ("Ȱ") before places, a bullet ("Ī") before duties. */
function iconCv(): PositionedItem[] {
  const rows: PositionedItem[] = [];
  let y = 700;
  for (const [title, dates, place] of [
    ['Platform Engineer', 'Apr 2021 – Ongoing', 'Lisbon, Portugal'],
    ['Systems Administrator', 'Feb 2017 – Mar 2021', 'Porto, Portugal'],
  ] as const) {
    rows.push(item(title, 50, y));
    y -= 14;
    rows.push(item('k', 50, y, 'icons'), item(dates, 62, y), item('Ȱ', 200, y, 'icons'), item(place, 212, y));
    y -= 14;
    for (const duty of [
      'Moved every build pipeline onto shared runners',
      'Cut patching time for the fleet in half',
    ]) {
      rows.push(item('Ī', 50, y, 'icons'), item(duty, 62, y));
      y -= 14;
    }
  }
  return rows;
}

describe('icon fonts in PDFs', () => {
  it('turns the glyph that opens rows of sentences into a bullet and every other icon into a separator', () => {
    const [page = []] = plainIcons([iconCv()]);
    const texts = page.map((entry) => entry.text);
    expect(texts.filter((text) => text === '•')).toHaveLength(4);
    expect(texts).not.toContain('k');
    expect(texts).not.toContain('Ȱ');
    expect(texts).toContain('Apr 2021 – Ongoing');
    expect(
      page
        .filter((entry) => entry.font === 'icons' && entry.text !== '•')
        .every((entry) => /^[\uE000-\uF8FF]+$/.test(entry.text)),
    ).toBe(true);
  });

  it('leaves a font that writes words alone, even a bold one used for short labels', () => {
    const items = [
      item('Skills', 50, 700, 'bold'),
      item('Tools', 50, 680, 'bold'),
      item('Ops', 50, 660, 'bold'),
      item('Ran the on-call rota for nine services', 62, 640),
    ];
    expect(plainIcons([items])[0]).toEqual(items);
  });

  it('makes no bullet of an icon that only opens dates and places', () => {
    const rows = iconCv().filter((entry) => entry.text !== 'Ī');
    const [page = []] = plainIcons([rows]);
    expect(page.some((entry) => entry.text === '•')).toBe(false);
  });
});
