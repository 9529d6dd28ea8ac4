import { CheckCircle2, Compass } from 'lucide-react';
import { profile } from '../../../content/profile';
import { SectionHeader } from '../components/ui/section-header';

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader id="about-title" eyebrow="About" title="Executive Summary" />
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {profile.summary.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className="space-y-6">
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Core Competencies</h3>
              <ul className="mt-4 space-y-3">
                {profile.competencies.map((competency) => (
                  <li key={competency} className="flex items-start gap-3 text-slate-700 dark:text-slate-300">
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-accent-400"
                    />
                    {competency}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl border border-brand-500/30 bg-brand-50 p-6 dark:border-accent-400/30 dark:bg-slate-900">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
                <Compass aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" />
                Current Focus
              </h3>
              <ul className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">
                {profile.currentFocus.map((focus) => (
                  <li key={focus}>{focus}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
