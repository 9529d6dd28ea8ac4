import type { SiteContent } from '../../../../../content/schema';
import { normalizeText } from '../../../../shared/text/normalize-words';
import type { Fact } from './facts';
import type { Passage } from './passages';

/** Keys of list counts: two lists of equal length are still two lists, not one figure stated twice. */
export const LIST_COUNT = 'list-count:';

/**
 * "Which skill list is longer?": how many entries each skill category shows, as a count the
 * visitor can see by counting the page, so lists compare like any other figure.
 */
export function listCountFacts(content: SiteContent, passages: readonly Passage[]): Fact[] {
  return content.skillCategories.map((category, index) => {
    const count = category.skills.length;
    // "and" for "&": the visitor writes the words of a title apart, and its label is matched word by word.
    const label = `entries listed under ${category.title.replace(/\s*&\s*/g, ' and ')}`;
    return {
      key: `${LIST_COUNT}${index}`,
      kind: 'quantity',
      name: `${count} ${label}`,
      focus: null,
      span: null,
      when: null,
      quantities: [
        {
          value: count,
          unit: 'count',
          per: null,
          text: String(count),
          label,
          sentence: null,
          isFloor: false,
        },
      ],
      words: new Set(normalizeText(`${category.title} skills list category entries`).split(' ')),
      location: null,
      roleCount: 1,
      section: 'skills',
      passages: passages.filter(
        (passage) =>
          passage.source.kind === 'category' && passage.source.index === index && passage.kind === 'title',
      ),
    };
  });
}
