import { ExternalLink as ExternalIcon, MapPin } from 'lucide-react';
import { roles } from '../../../content/roles';
import { ExternalLink } from '../components/ui/external-link';
import { SectionHeader } from '../components/ui/section-header';
import { PanelCard, PanelCardTitle } from '../features/detail-panel/panel-card';

export function Experience() {
  return (
    <section id="experience" aria-labelledby="experience-title" className="py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeader id="experience-title" eyebrow="Experience" title="Career Timeline" />
        <ol className="relative space-y-6 border-l-2 border-slate-200 pl-6 sm:pl-8 dark:border-slate-800">
          {roles.map((role, index) => (
            <li key={`${role.title}-${role.period}`} className="timeline-item relative">
              <span
                aria-hidden="true"
                className="absolute top-7 -left-[33px] h-4 w-4 rounded-full border-4 border-white bg-brand-600 sm:-left-[41px] dark:border-slate-950 dark:bg-accent-400"
              />
              <PanelCard section="experience" index={index}>
                <p className="text-sm font-medium text-brand-600 dark:text-accent-400">{role.period}</p>
                <PanelCardTitle>{role.title}</PanelCardTitle>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 text-slate-600 dark:text-slate-300">
                  {role.companyUrl ? (
                    <ExternalLink
                      href={role.companyUrl}
                      className="inline-flex items-center gap-1 font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-current dark:text-accent-400 dark:decoration-accent-400/50"
                    >
                      {role.company}
                      <ExternalIcon aria-hidden="true" className="h-3.5 w-3.5" />
                    </ExternalLink>
                  ) : (
                    <span className="font-medium">{role.company}</span>
                  )}
                  <span className="inline-flex items-center gap-1 text-sm">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {role.location}
                  </span>
                </p>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{role.details.description}</p>
              </PanelCard>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
