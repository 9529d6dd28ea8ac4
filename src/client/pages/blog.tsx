import { ArrowLeft, CalendarDays, Clock } from 'lucide-react';
import { blog } from '../../../content/blog';
import { ownerName } from '../../../content/owner-name';
import { clientRoutes } from '../../shared/client-routes';
import { readingMinutes } from '../../shared/reading-time';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';

const minutes = readingMinutes(
  blog.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
);
const publishedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(blog.publishedAt),
);

/** The case-study article: a static document; only the bar's theme toggle is an island. */
export default function BlogPage() {
  return (
    <>
      <SiteHeader ownerName={ownerName} current="blog" />
      <main id="main" className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
        <a
          href={clientRoutes.home}
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-accent-400"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to the portfolio
        </a>
        <article className="mt-6">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-accent-400">
            Case Study
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {blog.title}
          </h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{blog.description}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              <time dateTime={blog.publishedAt}>{publishedOn}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" /> {minutes} min read
            </span>
            <span>By {ownerName}</span>
          </p>
          <div className="mt-10 space-y-10">
            {blog.sections.map((section) => (
              <section key={section.heading} aria-labelledby={`blog-${section.heading}`}>
                <h2
                  id={`blog-${section.heading}`}
                  className="text-2xl font-bold text-slate-900 dark:text-white"
                >
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                </div>
                {section.bullets ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700 dark:text-slate-300">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
                {section.images ? (
                  <div className="mt-6 grid gap-6 sm:grid-cols-2">
                    {section.images.map((image) => (
                      <figure key={image.src}>
                        <img
                          src={image.src}
                          alt={image.alt}
                          width={image.width}
                          height={image.height}
                          loading="lazy"
                          className="h-auto w-full rounded-lg border border-slate-200 shadow-sm dark:border-slate-700"
                        />
                        <figcaption className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
                          {image.caption}
                        </figcaption>
                      </figure>
                    ))}
                  </div>
                ) : null}
              </section>
            ))}
          </div>
        </article>
        <a
          href={clientRoutes.home}
          className="mt-12 inline-flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-accent-400"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to the portfolio
        </a>
      </main>
      <SiteFooter ownerName={ownerName} />
    </>
  );
}
