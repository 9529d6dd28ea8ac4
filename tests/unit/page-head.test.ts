import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { readingMinutes } from '../../src/shared/reading-time';
import { PUBLIC_URL_PLACEHOLDER, renderPageHead } from '../../src/shared/seo/page-head';

describe('renderPageHead', () => {
  const head = renderPageHead(
    {
      path: '/blog',
      type: 'article',
      title: 'A "quoted" <title>',
      description: 'About & more',
      publishedAt: '2025-06-25',
    },
    siteContent,
  );

  it('escapes text into attributes and the title', () => {
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(head).toContain('<meta name="description" content="About &amp; more" />');
  });

  it('points canonical, Open Graph and Twitter tags at the public URL and the preview images', () => {
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/blog" />`);
    expect(head).toContain(
      `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/preview/facebook.png" />`,
    );
    expect(head).toContain(
      `<meta name="twitter:image" content="${PUBLIC_URL_PLACEHOLDER}/preview/twitter.png" />`,
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
  });

  it('describes the owner as a JSON-LD Person that cannot break out of its script', () => {
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? '';
    expect(json).not.toContain('<');
    const data = JSON.parse(json);
    expect(data['@type']).toBe('BlogPosting');
    expect(data.author).toMatchObject({
      '@type': 'Person',
      name: `${siteContent.profile.firstName} ${siteContent.profile.lastName}`,
    });
  });
});

describe('readingMinutes', () => {
  it('rounds words at 200 a minute, never below one', () => {
    expect(readingMinutes(['word '.repeat(50)])).toBe(1);
    expect(readingMinutes(['word '.repeat(300), 'word '.repeat(150)])).toBe(2);
    expect(readingMinutes(['— — —'])).toBe(1);
  });

  it('gives the blog article about two minutes', () => {
    const texts = siteContent.blog.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
    ]);
    expect(readingMinutes(texts)).toBe(2);
  });
});
