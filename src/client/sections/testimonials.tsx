import { Star } from 'lucide-react';
import { testimonials } from '../../../content/testimonials';
import { ExternalLink } from '../components/ui/external-link';
import { SectionHeader } from '../components/ui/section-header';

const STARS = [1, 2, 3, 4, 5] as const;

export function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="bg-slate-50 py-20 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader
          id="testimonials-title"
          eyebrow="Client Feedback"
          title="Professional Recommendations"
          intro="Trusted by executives and colleagues across the technology industry."
        />
        <div className="grid gap-6 lg:grid-cols-2">
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.name}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-center gap-4">
                <img
                  src={testimonial.headshot.src}
                  alt={testimonial.headshot.alt}
                  width={testimonial.headshot.width}
                  height={testimonial.headshot.height}
                  loading="lazy"
                  className="h-16 w-16 rounded-full object-cover"
                />
                <figcaption>
                  <ExternalLink
                    href={testimonial.profileUrl}
                    className="font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-current dark:text-accent-400 dark:decoration-accent-400/50"
                  >
                    {testimonial.name}
                  </ExternalLink>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {testimonial.title}, {testimonial.employer}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{testimonial.relationship}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{testimonial.dateOrTopic}</p>
                </figcaption>
              </div>
              <blockquote className="mt-4 flex-1 text-slate-700 italic dark:text-slate-300">
                “{testimonial.quote}”
              </blockquote>
              <div className="mt-4 flex gap-1" role="img" aria-label="Rated 5 out of 5">
                {STARS.map((star) => (
                  <Star key={star} aria-hidden="true" className="h-5 w-5 fill-accent-400 text-accent-500" />
                ))}
              </div>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
