import { both, findAll, findFirst, hasAttr, hasClass, inlineText, isTag } from './html-query';
import { elementToText } from './html-text';
import type { HtmlParent } from './html-tree';
import type { PostingFields } from './posting-fields';

const NOT_DESCRIPTION = new Set(['salary-range', 'btn-apply-bottom']);

function salaryOf(root: HtmlParent): string | undefined {
  const section = findFirst(root, hasAttr('data-qa', 'salary-range'));
  if (!section) return undefined;
  const heading = findFirst(section, isTag('h3', 'h4', 'h5'));
  const text = inlineText(section);
  return heading ? text.replace(inlineText(heading), '').trim() : text;
}

/**
 * Lever postings: .posting-headline h2 for the role, .posting-categories for location,
 * commitment and workplace type, .section.page-centered blocks for the description, and
 * "<Company> - <Role>" as the page title.
 */
export function extractLever(root: HtmlParent, pageUrl: URL): PostingFields {
  const headline = findFirst(root, hasClass('posting-headline'));
  if (!headline && !/(^|\.)lever\.co$/.test(pageUrl.hostname)) return {};
  const position = headline ? findFirst(headline, isTag('h2', 'h1')) : null;
  const positionText = position ? inlineText(position) : '';
  const category = (name: string) => {
    const element = findFirst(root, both(hasClass('posting-category'), hasClass(name)));
    return element ? inlineText(element).replace(/\s*\/\s*$/, '') : '';
  };
  const place = category('location');
  const workplace = category('workplaceTypes');
  const location =
    place && workplace && !place.includes(workplace) ? `${place} (${workplace})` : place || workplace;

  const titleTag = findFirst(root, isTag('title'));
  const title = titleTag ? inlineText(titleTag) : '';
  const suffix = positionText ? ` - ${positionText}` : '';
  const company =
    suffix && title.endsWith(suffix)
      ? title.slice(0, -suffix.length)
      : (
          findFirst(
            root,
            both(isTag('img'), (el) => /logo/i.test(el.attribs.alt ?? '')),
          )?.attribs.alt ?? ''
        ).replace(/\s*logo$/i, '');

  const sections = findAll(root, both(hasClass('section'), hasClass('page-centered'))).filter(
    (section) =>
      !NOT_DESCRIPTION.has(section.attribs['data-qa'] ?? '') &&
      !hasClass('last-section-apply')(section) &&
      !hasClass('posting-header')(section),
  );
  return {
    position: positionText,
    company,
    location,
    salary: salaryOf(root),
    employmentType: category('commitment'),
    details: sections.map(elementToText).filter(Boolean).join('\n\n'),
    source: 'Lever',
  };
}
