import { Award, ExternalLink as ExternalIcon, PlayCircle } from 'lucide-react';
import { awards } from '../../../content/awards';
import { ExternalLink } from '../components/ui/external-link';
import { ScrollableExcerpt } from '../components/ui/scrollable-excerpt';
import { SectionHeader } from '../components/ui/section-header';

const cardClass =
  'rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const linkClass =
  'mt-4 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-accent-400';

/** Static cards instead of third-party embeds: fast, and no tracking scripts on the page. */
export function Awards() {
  const { featured, guestArticle, officePost, recognition } = awards;
  return (
    <section id="awards" aria-labelledby="awards-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader id="awards-title" eyebrow="Recognition" title="Awards & Publications" />
        <div className="grid gap-6 lg:grid-cols-2">
          <article className={`${cardClass} lg:col-span-2`}>
            <p className="text-sm font-semibold text-brand-600 dark:text-accent-400">
              Featured Publication · {featured.publisher}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{featured.title}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{featured.description}</p>
            <ExternalLink href={featured.url} className={linkClass}>
              Watch the series <ExternalIcon aria-hidden="true" className="h-4 w-4" />
            </ExternalLink>
            <ExternalLink
              href={featured.post.url}
              className="mt-5 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 transition hover:border-brand-500 sm:flex-row dark:border-slate-700"
              aria-label={`View the original post by ${featured.post.author}, ${featured.post.date}`}
            >
              <span className="flex aspect-video w-full shrink-0 items-center justify-center rounded-md bg-gradient-to-br from-brand-700 to-slate-900 sm:w-64">
                <PlayCircle aria-hidden="true" className="h-14 w-14 text-white" />
              </span>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {featured.post.author}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">{featured.post.date}</span>
                <span className="mt-2 block">{featured.post.text}</span>
                <span className="mt-3 inline-flex items-center gap-1 font-medium text-brand-700 dark:text-accent-400">
                  View the original post <ExternalIcon aria-hidden="true" className="h-4 w-4" />
                </span>
              </span>
            </ExternalLink>
          </article>

          <article className={cardClass}>
            <p className="text-sm font-semibold text-brand-600 dark:text-accent-400">
              Guest Article · {guestArticle.publication}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
              {guestArticle.title}
            </h3>
            <ScrollableExcerpt label={`Excerpt of ${guestArticle.title}`}>
              <p className="text-xs text-slate-500 dark:text-slate-400">{guestArticle.date}</p>
              {guestArticle.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </ScrollableExcerpt>
            <ExternalLink href={guestArticle.url} className={linkClass}>
              Read Full Article <ExternalIcon aria-hidden="true" className="h-4 w-4" />
            </ExternalLink>
          </article>

          <article className={cardClass}>
            <p className="text-sm font-semibold text-brand-600 dark:text-accent-400">Company News</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{officePost.title}</h3>
            <ScrollableExcerpt label={`Post: ${officePost.title}`}>
              <p className="text-xs text-slate-500 dark:text-slate-400">{officePost.date}</p>
              {officePost.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </ScrollableExcerpt>
            <ExternalLink href={officePost.url} className={linkClass}>
              View Full Post <ExternalIcon aria-hidden="true" className="h-4 w-4" />
            </ExternalLink>
          </article>

          <article className={`${cardClass} lg:col-span-2`}>
            <div className="flex items-start gap-4">
              <Award aria-hidden="true" className="h-10 w-10 shrink-0 text-accent-500" />
              <div>
                <p className="text-sm font-semibold text-brand-600 dark:text-accent-400">
                  Industry Recognition
                </p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
                  {recognition.title} — {recognition.honor}, {recognition.date}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{recognition.description}</p>
                <ExternalLink href={recognition.url} className={linkClass}>
                  Visit the awards site <ExternalIcon aria-hidden="true" className="h-4 w-4" />
                </ExternalLink>
              </div>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
