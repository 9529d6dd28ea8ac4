import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { extractGreenhouse } from './extract-greenhouse';
import { extractJsonLd, parseJsonLd, readJobPosting } from './extract-json-ld';
import { extractLever } from './extract-lever';
import { extractMeta } from './extract-meta';
import { extractReadableText } from './extract-readable';
import { parseHtml } from './html-tree';
import { addStatedFields, mergeFields } from './posting-fields';
import type { FetchedPage } from './safe-fetch';

/**
 * Everything the page tells us about the job, most trustworthy source first: schema.org
 * JobPosting data, then the Greenhouse or Lever layout, then the page's main text, then Open
 * Graph, meta and title; requirements and pay found in the text where the page does not name them.
 */
export function extractJobPosting(page: Pick<FetchedPage, 'url' | 'contentType' | 'body'>): ParsedJobPosting {
  const pageUrl = new URL(page.url);
  if (page.contentType === 'application/ld+json') {
    return addStatedFields(
      mergeFields(readJobPosting(parseJsonLd(page.body)), {
        source: pageUrl.hostname.replace(/^www\./, ''),
        jobUrl: page.url,
      }),
    );
  }
  const root = parseHtml(page.body);
  const structured = mergeFields(extractJsonLd(root), extractGreenhouse(root), extractLever(root, pageUrl));
  const meta = extractMeta(root, pageUrl);
  // Any other page: its main text, found as a reader view finds it (0111). Read last: it prunes the tree.
  const readable = structured.details ? {} : { details: extractReadableText(root) };
  return addStatedFields(mergeFields(structured, readable, meta, { jobUrl: page.url }));
}
