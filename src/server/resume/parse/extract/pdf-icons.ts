import type { PositionedItem } from './pdf-columns';

/**
 * Icon fonts (Font Awesome in LaTeX CV classes, icon sets in design tools) draw a calendar, a pin
 * or a bullet with ordinary code points: "k Mar 2022", "Ī Built guardrails…", "Ȱ Cairo". Such a
 * font is known by what it draws: only single glyphs, never a word. The glyph that opens rows of
 * sentences is the document's bullet and becomes "•"; every other icon becomes a private-use point,
 * which the glyph repair reads as a separator between the fields it stood between.
 */
const MAX_ICON_LENGTH = 5;
const MIN_ICON_ITEMS = 3;
/** A bullet opens rows of sentences, at least this many of them. */
const MIN_BULLET_ROWS = 3;
const SENTENCE_WORDS = 5;
const ICON_POINT = '\uE000';

const isIconText = (text: string) => {
  const glyphs = text.replace(/\s/g, '');
  return glyphs.length > 0 && glyphs.length <= MAX_ICON_LENGTH && !/[A-Za-z0-9]{2}/.test(glyphs);
};

/** The fonts that draw nothing but lone glyphs, at least one of them outside ASCII. */
function iconFonts(items: readonly PositionedItem[]): Set<string> {
  const byFont = new Map<string, PositionedItem[]>();
  for (const item of items) byFont.set(item.font, [...(byFont.get(item.font) ?? []), item]);
  const fonts = new Set<string>();
  for (const [font, drawn] of byFont) {
    if (drawn.length < MIN_ICON_ITEMS || !drawn.every((item) => isIconText(item.text))) continue;
    if (drawn.some((item) => /[^\x20-\x7E]/.test(item.text))) fonts.add(font);
  }
  return fonts;
}

/** The item written right after this one on its row, if any. */
function nextOnRow(item: PositionedItem, items: readonly PositionedItem[]): PositionedItem | undefined {
  let next: PositionedItem | undefined;
  for (const other of items) {
    if (other === item || Math.abs(other.y - item.y) > item.size / 2 || other.x <= item.x) continue;
    if (!next || other.x < next.x) next = other;
  }
  return next;
}

/** Each page's items with icon glyphs made plain: the bullet icon a "•", the others separators. */
export function plainIcons(pages: readonly (readonly PositionedItem[])[]): PositionedItem[][] {
  const fonts = iconFonts(pages.flat());
  if (fonts.size === 0) return pages.map((items) => [...items]);
  const opensSentence = new Map<string, number>();
  for (const items of pages)
    for (const item of items) {
      if (!fonts.has(item.font) || item.text.trim().length !== 1) continue;
      const words = (nextOnRow(item, items)?.text ?? '').trim().split(/\s+/).length;
      if (words >= SENTENCE_WORDS)
        opensSentence.set(item.text.trim(), (opensSentence.get(item.text.trim()) ?? 0) + 1);
    }
  const [bullet] =
    [...opensSentence].filter(([, rows]) => rows >= MIN_BULLET_ROWS).sort((a, b) => b[1] - a[1])[0] ?? [];
  return pages.map((items) =>
    items.map((item) =>
      fonts.has(item.font)
        ? { ...item, text: item.text.trim() === bullet ? '•' : ICON_POINT.repeat(item.text.trim().length) }
        : item,
    ),
  );
}
