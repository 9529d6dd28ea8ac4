import type { ParsedJobPosting } from '../../../../shared/api/job-parse-url';
import { extractGreenhouse } from './extract-greenhouse';
import { extractJsonLd, parseJsonLd, readJobPosting } from './extract-json-ld';
import { extractLever } from './extract-lever';
import { extractMeta } from './extract-meta';
import { parseHtml } from './html-tree';
import { mergeFields } from './posting-fields';
import type { FetchedPage } from './safe-fetch';

/**
 * Everything the page tells us about the job, most trustworthy source first: schema.org
 * JobPosting data, then the Greenhouse or Lever layout, then Open Graph, meta and title.
 */
export function extractJobPosting(page: Pick<FetchedPage, 'url' | 'contentType' | 'body'>): ParsedJobPosting {
  const pageUrl = new URL(page.url);
  if (page.contentType === 'application/ld+json') {
    return mergeFields(readJobPosting(parseJsonLd(page.body)), {
      source: pageUrl.hostname.replace(/^www\./, ''),
      jobUrl: page.url,
    });
  }
  const root = parseHtml(page.body);
  return mergeFields(
    extractJsonLd(root),
    extractGreenhouse(root),
    extractLever(root, pageUrl),
    extractMeta(root, pageUrl),
    {
      jobUrl: page.url,
    },
  );
}
