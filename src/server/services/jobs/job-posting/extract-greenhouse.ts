import { both, findFirst, hasClass, inlineText, isTag } from './html-query';
import { elementToText } from './html-text';
import type { HtmlElement, HtmlParent } from './html-tree';
import type { PostingFields } from './posting-fields';

const GREENHOUSE_TITLE = /^Job Application for (.+) at (.+)$/i;

/** "$180,000—$220,000 USD" (spans and a dash) as "$180,000 - $220,000 USD". */
export function tidyPayRange(text: string): string {
  return text
    .replace(/\s*[—–]\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

const byId = (id: string) => (element: HtmlElement) => element.attribs.id === id;

/**
 * Greenhouse job boards: the classic layout (#header with h1.app-title, span.company-name,
 * div.location; #content) and the newer one (.job__title h1, .job__location, .job__description).
 */
export function extractGreenhouse(root: HtmlParent): PostingFields {
  const classicTitle = findFirst(root, both(isTag('h1'), hasClass('app-title')));
  const newTitle = findFirst(root, hasClass('job__title'));
  if (!classicTitle && !newTitle) return {};
  const header = classicTitle ? (findFirst(root, byId('header')) ?? root) : root;
  const heading = classicTitle ?? (newTitle ? findFirst(newTitle, isTag('h1', 'h2')) : null);
  const companyName = findFirst(header, hasClass('company-name'));
  const location = classicTitle
    ? findFirst(header, hasClass('location'))
    : findFirst(root, hasClass('job__location'));
  const description = classicTitle
    ? findFirst(root, byId('content'))
    : findFirst(root, hasClass('job__description'));
  const payRange = findFirst(root, hasClass('pay-range'));
  const titleTag = findFirst(root, isTag('title'));
  const fromTitle = GREENHOUSE_TITLE.exec(titleTag ? inlineText(titleTag) : '');
  return {
    position: (heading ? inlineText(heading) : '') || fromTitle?.[1],
    company: (companyName ? inlineText(companyName).replace(/^at\s+/i, '') : '') || fromTitle?.[2],
    location: location ? inlineText(location) : undefined,
    salary: payRange ? tidyPayRange(inlineText(payRange)) : undefined,
    details: description ? elementToText(description) : undefined,
    source: 'Greenhouse',
  };
}
