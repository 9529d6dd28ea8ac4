import { findAll, findFirst, inlineText, isTag } from './html-query';
import type { HtmlParent } from './html-tree';
import type { PostingFields } from './posting-fields';

/** Sites whose name is where the posting was found, not who is hiring. */
const JOB_BOARDS =
  /^(linkedin|indeed|glassdoor|ziprecruiter|monster|dice|wellfound|angellist|greenhouse|lever|workday|smartrecruiters|ashby|bamboohr|jobvite|icims|built ?in|hired|otta|welcome to the jungle|y combinator|workable|recruitee|teamtailor|personio)(\.com)?$/i;

const LINKEDIN_TITLE = /^(.+?) hiring (.+?)(?: in (.+?))?(?: \| LinkedIn)?$/i;
const AT_TITLE = /^(?:Job Application for )?(.+?) (?:at|@) (.+?)(?: [|–—-] .*)?$/i;
const SEPARATOR = /\s+[|–—-]\s+/;
const CAREERS_SUFFIX = /\s+(careers?|jobs?|job board|hiring)$/i;

function metaContent(root: HtmlParent, ...keys: string[]): string {
  const metas = findAll(root, isTag('meta'));
  for (const key of keys) {
    const meta = metas.find(
      (element) => (element.attribs.property ?? element.attribs.name ?? '').toLowerCase() === key,
    );
    const content = meta?.attribs.content?.trim();
    if (content) return content;
  }
  return '';
}

/** Position and company from a page title, for the common shapes; company only when it is clear. */
export function splitTitle(
  title: string,
  siteName: string,
): { position?: string; company?: string; location?: string } {
  const linkedIn = LINKEDIN_TITLE.exec(title);
  if (linkedIn && /linkedin/i.test(`${siteName} ${title}`)) {
    return { company: linkedIn[1], position: linkedIn[2], location: linkedIn[3] };
  }
  const at = AT_TITLE.exec(title);
  if (at) return { position: at[1], company: at[2] };
  const parts = title
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  const [first = '', second = ''] = parts;
  if (parts.length < 2) return { position: title };
  if (siteName && first.toLowerCase() === siteName.toLowerCase())
    return { position: second, company: siteName };
  const company = second.replace(CAREERS_SUFFIX, '');
  return JOB_BOARDS.test(company) ? { position: first } : { position: first, company };
}

/** The fallback for any page: Open Graph, Twitter and plain meta tags, then <title>. */
export function extractMeta(root: HtmlParent, pageUrl: URL): PostingFields {
  const siteName = metaContent(root, 'og:site_name', 'application-name');
  const titleTag = findFirst(root, isTag('title'));
  const title = metaContent(root, 'og:title', 'twitter:title') || (titleTag ? inlineText(titleTag) : '');
  const isBoard = JOB_BOARDS.test(siteName);
  const fromTitle = title ? splitTitle(title, siteName) : {};
  return {
    position: fromTitle.position,
    company: fromTitle.company ?? (siteName && !isBoard ? siteName : undefined),
    location: fromTitle.location,
    description: metaContent(root, 'og:description', 'description', 'twitter:description'),
    source: isBoard ? siteName : pageUrl.hostname.replace(/^www\./, ''),
  };
}
