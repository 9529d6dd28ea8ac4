import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
// The validated view of the content: prerendering through it makes a content mistake fail the build.
import { ownerName, siteContent } from '../../content';
import { renderPageHead } from '../shared/seo/page-head';
import { App } from './app';
import { preloadComponents } from './components/ui/preloadable';

export type PrerenderedPage = { path: string; file: string; head: string; html: string };

function render(path: string): string {
  return renderToString(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
}

/** The pages built to static HTML (scripts/build.mjs writes them next to the client bundle). */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  // Sections and pages in chunks of their own render in place once loaded.
  await preloadComponents();
  const { profile, blog } = siteContent;
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
      html: render('/'),
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
      html: render('/blog'),
    },
  ];
}

/** The head for pages rendered in the browser only (tools, not-found). */
export function shellHead(): string {
  return `<title>${ownerName} — ${siteContent.profile.title}</title>\n    <meta name="robots" content="noindex" />`;
}
