import { profile } from '../../../content/profile';
import { PlainButton } from '../components/ui/plain-button';

export function Hero() {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden pt-28 pb-20 sm:pt-32">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-accent-400">
            {profile.title}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {profile.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{profile.pitch}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <PlainButton size="lg" data-scroll-to="contact">
              Consulting Opportunities
            </PlainButton>
            <PlainButton size="lg" variant="outline" data-scroll-to="experience">
              View Experience
            </PlainButton>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4">
            {profile.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-xl border border-slate-200 bg-white/70 p-4 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900/70"
              >
                <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-300">
                  {stat.label}
                </dt>
                <dd className="order-first text-2xl font-bold text-brand-600 sm:text-3xl dark:text-accent-400">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Clear of the round chat button in the bottom-right corner, which would cover its edge. */}
        <div className="mx-auto w-full max-w-sm lg:max-w-md lg:pr-16">
          <img
            src={profile.portrait.src}
            alt={profile.portrait.alt}
            width={profile.portrait.width}
            height={profile.portrait.height}
            fetchPriority="high"
            className="aspect-square h-auto w-full rounded-3xl object-cover shadow-2xl ring-1 ring-slate-900/10 dark:ring-white/10"
          />
        </div>
      </div>
    </section>
  );
}
