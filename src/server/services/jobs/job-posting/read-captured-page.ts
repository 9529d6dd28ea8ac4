import type { CapturedPage } from '../../../../shared/api/job-capture';
import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { addStatedFields, mergeFields } from './posting-fields';
import { readPostingPage } from './read-posting-page';

/** Shorter than this, a selection is a stray click-drag, not the posting the owner chose. */
const MIN_SELECTION = 40;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page as the reader takes it: the HTML the owner's browser rendered, or, when only its text
 * came (a page too large to send whole), a page made of the title, the JSON-LD and that text.
 */
function pageMarkup(page: CapturedPage): string {
  if (page.html) return page.html;
  // `</script` cannot occur inside a script element's text, so each script stays one element.
  const scripts = page.jsonLd
    .map((json) => `<script type="application/ld+json">${json.replace(/<\/script/gi, '<\\/script')}</script>`)
    .join('');
  const paragraphs = page.text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<html><head><title>${escapeHtml(page.title)}</title>${scripts}</head><body><main>${paragraphs}</main></body></html>`;
}

/**
 * What a page sent by the bookmarklet says about the job: read like a fetched page (JSON-LD,
 * known boards, then its main text), except that text the owner selected is taken as the posting.
 */
export async function readCapturedPage(page: CapturedPage): Promise<ParsedJobPosting> {
  const parsed = await readPostingPage({ url: page.url, contentType: 'text/html', body: pageMarkup(page) });
  const selection = page.selection.trim();
  if (selection.length < MIN_SELECTION) return parsed;
  // The page's own requirements were read from its whole text; the selection's are found anew.
  const { details: _details, requirements: _requirements, ...rest } = parsed;
  return addStatedFields(mergeFields(rest, { details: selection }));
}
