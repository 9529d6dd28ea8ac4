import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
// The validated view of the content: prerendering through it makes a content mistake fail the build.
import { ownerName, siteContent } from '../../content';
import { renderPageHead } from '../shared/seo/page-head';
import BlogPage from './pages/blog';
import HomePage from './pages/home';

export type PrerenderedPage = { path: string; file: string; head: string; html: string };

/**
 * The pages built to static HTML (scripts/build.mjs writes them next to the client bundle). The
 * HTML is the page: no hydration of the whole, only the islands inside wake in the browser.
 */
export function prerenderPages(): PrerenderedPage[] {
  const { profile, blog } = siteContent;
  const render = (Page: ComponentType) => renderToString(<Page />);
  return [
    {
      path: '/',
      file: 'index.html',
      head: renderPageHead(
        {
          path: '/',
          type: 'website',
          title: `${ownerName} — ${profile.title} | IT Operations & Security Leadership`,
          description: profile.seeking,
        },
        siteContent,
      ),
      html: render(HomePage),
    },
    {
      path: '/blog',
      file: 'blog.html',
      head: renderPageHead(
        {
          path: '/blog',
          type: 'article',
          title: `${blog.title} | ${ownerName}`,
          description: blog.description,
          publishedAt: blog.publishedAt,
        },
        siteContent,
      ),
      html: render(BlogPage),
    },
  ];
}

/** The head for pages rendered in the browser only (tools, not-found). */
export function shellHead(): string {
  return `<title>${ownerName} — ${siteContent.profile.title}</title>\n    <meta name="robots" content="noindex" />`;
}
