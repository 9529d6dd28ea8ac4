import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Job postings kept as text, served as the web pages a job seeker meets: a job board with
 * similar jobs beside the posting, a company careers page with an apply form and perks, and a
 * script-built page of nested divs with an "about the company" box. The surrounding text is
 * written for these tests; the posting's own text is the fixture's, block for block.
 */

export type PostingBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export type PostingText = { name: string; position: string; company: string; blocks: PostingBlock[] };

export const POSTING_LAYOUTS = ['job-board', 'careers-page', 'script-built'] as const;
export type PostingLayout = (typeof POSTING_LAYOUTS)[number];

const FIXTURES = path.join(import.meta.dirname, '../fixtures');
/** The check half: public postings (tests/fixtures/corpus/SOURCES.md), read only to report. */
export const CHECK_POSTINGS_DIR = path.join(FIXTURES, 'corpus/jobs');
/** The tuning half: postings written for this repository. */
export const TUNING_POSTINGS_DIR = path.join(FIXTURES, 'job-descriptions');

const BULLET = /^\s*(?:[-•*]|\d+\.)\s+/;
const MARKDOWN_HEADING = /^#{1,6}\s+/;

/** A short line that names a part of the posting: "Requirements", "What you'll do", "Qualifications". */
function isPlainHeading(line: string, next: string | undefined): boolean {
  if (line.length > 60 || /[.;,]$/.test(line) || BULLET.test(line)) return false;
  return (
    line.length <= 40 || /:$/.test(line) || next === undefined || next.trim() === '' || BULLET.test(next)
  );
}

function readHeader(lines: string[]): { position: string; company: string; rest: string[] } {
  const [first = '', second = ''] = lines;
  const labelled = /^Position:\s*(.+)$/.exec(first);
  if (labelled) {
    return {
      position: labelled[1] ?? '',
      company: /^Company:\s*(.+)$/.exec(second)?.[1] ?? '',
      rest: lines.slice(2),
    };
  }
  const [position = first, company = ''] = first.split(/\s+[—–]\s+/);
  return { position, company, rest: lines.slice(1) };
}

/** Headings, paragraphs (wrapped lines joined) and lists (an item's wrapped lines joined to it). */
export function readPostingText(name: string, text: string): PostingText {
  const { position, company, rest } = readHeader(text.replace(/\r\n/g, '\n').split('\n'));
  const blocks: PostingBlock[] = [];
  const last = () => blocks.at(-1);
  let isBlockOpen = false;
  rest.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) {
      isBlockOpen = false;
      return;
    }
    const open = last();
    const openText = open?.kind === 'list' ? open.items.at(-1) : open?.kind === 'paragraph' ? open.text : '';
    // A wrapped line continues the open block, unless that block ended a sentence and this names a part.
    const isContinuation =
      isBlockOpen && !(/[.:;!?]$/.test(openText ?? '') && isPlainHeading(line, rest[index + 1]));
    if (MARKDOWN_HEADING.test(line)) {
      blocks.push({ kind: 'heading', text: line.replace(MARKDOWN_HEADING, '') });
      isBlockOpen = false;
    } else if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (isBlockOpen && open?.kind === 'list') open.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
      isBlockOpen = true;
    } else if (isContinuation && open?.kind === 'list') {
      open.items[open.items.length - 1] += ` ${line}`;
    } else if (isContinuation && open?.kind === 'paragraph') {
      open.text += ` ${line}`;
    } else if (isPlainHeading(line, rest[index + 1])) {
      blocks.push({ kind: 'heading', text: line });
      isBlockOpen = false;
    } else {
      blocks.push({ kind: 'paragraph', text: line });
      isBlockOpen = true;
    }
  });
  return { name, position, company, blocks };
}

export function readPostingsIn(dir: string): PostingText[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => readPostingText(file.replace(/\.txt$/, ''), readFileSync(path.join(dir, file), 'utf8')));
}

/** The posting's text as units a reader would quote: each heading, paragraph and list item. */
export function postingUnits(posting: PostingText): string[] {
  return posting.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text]));
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function blocksToHtml(blocks: PostingBlock[], style: 'tags' | 'line-breaks'): string {
  if (style === 'line-breaks') {
    // The way script-built boards often render a description: strong headings and <br> lines.
    return blocks
      .map((block) => {
        if (block.kind === 'heading') return `<strong>${escapeHtml(block.text)}</strong><br>`;
        if (block.kind === 'paragraph') return `${escapeHtml(block.text)}<br><br>`;
        return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      })
      .join('\n');
  }
  return blocks
    .map((block) => {
      if (block.kind === 'heading') return `<h3>${escapeHtml(block.text)}</h3>`;
      if (block.kind === 'paragraph') return `<p>${escapeHtml(block.text)}</p>`;
      return `<ul>\n${block.items.map((item) => `  <li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`;
    })
    .join('\n');
}

function jsonLdScript(posting: PostingText): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.position,
    hiringOrganization: { '@type': 'Organization', name: posting.company },
    datePosted: '2026-10-01',
    description: blocksToHtml(posting.blocks, 'tags'),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

const SIMILAR_JOBS = [
  ['Systems Administrator', 'Fabrikam Logistics', 'Denver, CO'],
  ['Cloud Support Engineer', 'Contoso Pharmaceuticals', 'Remote'],
  ['Network Engineer II', 'Woodgrove Bank', 'Charlotte, NC'],
  ['Desktop Support Lead', 'Alpine Ski House', 'Salt Lake City, UT'],
  ['Security Analyst', 'Proseware Inc', 'Austin, TX'],
  ['Technical Program Manager', 'Litware Media', 'Seattle, WA'],
];

function similarJobs(): string {
  return SIMILAR_JOBS.map(
    ([
      title,
      company,
      place,
    ]) => `<li class="job-card"><a href="/job/${escapeHtml(title ?? '').replaceAll(' ', '-')}">
  <h3>${title}</h3><div class="company">${company}</div><div class="place">${place}</div>
  <p>Join a growing team and help us deliver reliable technology to thousands of people every day. Competitive pay, flexible hours.</p></a></li>`,
  ).join('\n');
}

const FOOTER = `<footer><nav><ul>${[
  'About us',
  'Careers',
  'Press',
  'Help centre',
  'Privacy',
  'Terms',
  'Accessibility',
  'Cookie settings',
  'Sitemap',
  'Contact',
]
  .map((label) => `<li><a href="/${label.toLowerCase().replaceAll(' ', '-')}">${label}</a></li>`)
  .join('')}</ul></nav>
<p>© 2026 Example Jobs Ltd. All rights reserved. Listings are provided by employers; we do not guarantee their accuracy. By using this site you agree to our terms of service and privacy policy.</p></footer>`;

const COOKIE_BANNER = `<div class="cookie-banner" role="dialog"><p>We use cookies to personalise content, measure traffic and improve your experience. You can change your preferences at any time in the cookie settings.</p><button>Accept all</button><button>Reject</button></div>`;

function jobBoard(posting: PostingText): string {
  return `<header class="site-header"><a class="logo" href="/">ExampleJobs</a>
<nav><a href="/jobs">Find jobs</a> <a href="/companies">Company reviews</a> <a href="/salaries">Salary guide</a> <a href="/login">Sign in</a></nav>
<form role="search"><input name="q" aria-label="What"><input name="l" aria-label="Where"><button>Search</button></form></header>
<main><div class="breadcrumbs"><a href="/">Home</a> › <a href="/jobs">IT jobs</a> › ${escapeHtml(posting.position)}</div>
<div class="layout"><div class="job-view">
<div class="top-card"><h1>${escapeHtml(posting.position)}</h1><a class="company" href="/company">${escapeHtml(posting.company)}</a><div class="location">Remote</div>
<button class="apply">Apply now</button> <button class="save">Save job</button></div>
<h2>Full job description</h2>
<div id="jobDescriptionText">
${blocksToHtml(posting.blocks, 'tags')}
</div>
<div class="report"><a href="/report">Report job</a></div></div>
<aside class="similar"><h2>People also viewed</h2><ul>${similarJobs()}</ul></aside></div></main>
${FOOTER}${COOKIE_BANNER}`;
}

function careersPage(posting: PostingText): string {
  const perks = [
    'Health, dental and vision cover',
    'Home office budget',
    '25 days of paid leave',
    'Learning budget of $1,500 a year',
    'Parental leave',
    'Wellness stipend',
  ];
  return `<div class="topbar"><div class="container"><a href="/"><img alt="${escapeHtml(posting.company)} logo" src="/logo.svg"></a>
<div class="menu"><a href="/about">About</a> <a href="/teams">Teams</a> <a href="/careers">Careers</a> <a href="/blog">Blog</a></div></div></div>
<div class="container"><div class="row"><div class="col-8"><div class="posting-title"><h1>${escapeHtml(posting.position)}</h1>
<div class="meta">Full-time · Remote · Engineering</div></div>
<div class="section">
${blocksToHtml(posting.blocks, 'tags')}
</div></div>
<div class="col-4"><div class="apply-box"><h2>Apply for this job</h2><form><label>Name <input name="name"></label><label>Email <input name="email"></label><label>Resume <input type="file" name="resume"></label><button>Submit application</button></form></div>
<div class="perks"><h2>Why work with us</h2><ul>${perks.map((perk) => `<li>${perk}</li>`).join('')}</ul></div>
<div class="life"><h2>Life at ${escapeHtml(posting.company)}</h2><p>We are a friendly bunch who care about doing good work and supporting each other. Our teams meet twice a year in person and work together online the rest of the time.</p></div></div></div></div>
${FOOTER}`;
}

function scriptBuilt(posting: PostingText): string {
  const wrap = (html: string, depth: number): string =>
    depth === 0 ? html : `<div class="x${depth}a">${wrap(html, depth - 1)}</div>`;
  const description = wrap(
    `<div class="jobs-description__content"><h2 class="t-bold">About the job</h2><span>${blocksToHtml(posting.blocks, 'line-breaks')}</span></div>`,
    6,
  );
  const about = `<section class="jobs-company"><h2>About the company</h2><div>${escapeHtml(posting.company)}</div><div>Software Development · 1,001-5,000 employees</div>
<p>We build tools that help teams plan, ship and run software together. Thousands of organisations around the world rely on our platform every day, and we are proud of the community that has grown around it.</p><button>Follow</button></section>`;
  const more = `<section class="more-jobs"><h2>More jobs</h2><ul>${similarJobs()}</ul></section>`;
  return `<div id="app"><div class="global-nav"><a href="/feed">Home</a><a href="/network">My network</a><a href="/jobs">Jobs</a><a href="/messaging">Messaging</a><a href="/notifications">Notifications</a></div>
<div class="scaffold"><div class="x1">${wrap(`<div class="top-card"><h1 class="t-24">${escapeHtml(posting.position)}</h1><div class="company-name"><a href="/company">${escapeHtml(posting.company)}</a> · Remote · 2 weeks ago · Over 100 applicants</div><button>Easy Apply</button><button>Save</button></div>`, 3)}
${description}
${about}
${more}</div></div>
<aside class="msg-overlay"><div>Messaging</div><p>You have no new messages.</p></aside></div>`;
}

const LAYOUTS: Record<PostingLayout, (posting: PostingText) => string> = {
  'job-board': jobBoard,
  'careers-page': careersPage,
  'script-built': scriptBuilt,
};

/** The posting as a whole page in one of the layouts, with or without its JobPosting JSON-LD. */
export function renderPostingPage(
  posting: PostingText,
  layout: PostingLayout,
  options: { jsonLd: boolean },
): string {
  const title =
    layout === 'careers-page'
      ? `${posting.position} - ${posting.company} Careers`
      : `${posting.position} | ${posting.company} | ExampleJobs`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/style.css">
${options.jsonLd ? jsonLdScript(posting) : ''}
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'page_view' });</script>
</head><body>
${LAYOUTS[layout](posting)}
</body></html>`;
}
