import type { SiteContent } from '../../../content/schema';
import { socialPlatforms } from '../social-platforms';
import { escapeHtml } from '../text/escape-html';

/** Stands for the site's public address in prerendered HTML; the server fills it in at startup. */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

export type PageHeadInput = {
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  publishedAt?: string;
};

// JSON-LD sits inside <script>: "<" must never close it early.
const jsonLd = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function renderPageHead(page: PageHeadInput, content: SiteContent): string {
  const base = PUBLIC_URL_PLACEHOLDER;
  const url = `${base}${page.path === '/' ? '/' : page.path}`;
  const name = `${content.profile.firstName} ${content.profile.lastName}`;
  const og = socialPlatforms.facebook;
  const person = {
    '@type': 'Person',
    name,
    jobTitle: content.profile.title,
    description: content.profile.seeking,
    url: `${base}/`,
    email: `mailto:${content.contact.email}`,
    image: `${base}${content.profile.portrait.src}`,
    address: { '@type': 'PostalAddress', addressLocality: content.contact.location },
    sameAs: [content.contact.linkedinUrl],
    knowsAbout: content.profile.competencies,
  };
  const structured =
    page.type === 'article'
      ? {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: page.title,
          description: page.description,
          datePublished: page.publishedAt,
          url,
          image: `${base}/preview/facebook.png`,
          author: person,
        }
      : { '@context': 'https://schema.org', ...person };

  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(name)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${base}/preview/facebook.png" />`,
    `<meta property="og:image:width" content="${og.width}" />`,
    `<meta property="og:image:height" content="${og.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${name} — ${content.profile.title}`)}" />`,
    ...(page.publishedAt ? [`<meta property="article:published_time" content="${page.publishedAt}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    `<meta name="twitter:image" content="${base}/preview/twitter.png" />`,
    `<script type="application/ld+json">${jsonLd(structured)}</script>`,
  ];
  return tags.join('\n    ');
}
