import { Newspaper } from 'lucide-react';
import { projects } from '../../../content/projects';
import { ContentIcon } from '../components/ui/content-icon';
import { ExternalLink } from '../components/ui/external-link';
import { SectionHeader } from '../components/ui/section-header';
import { PanelCard, PanelCardTitle } from '../features/detail-panel/panel-card';
import { SkillTags } from './skill-tags';

/**
 * One row per metric set where it fits: two and three metrics get that many columns, four go
 * two by two on phones and in one row from small screens up, so no tile sits alone or beside a gap.
 */
function metricColumns(count: number): string {
  if (count === 2) return 'grid-cols-2';
  if (count === 3) return 'grid-cols-3';
  return 'grid-cols-2 sm:grid-cols-4';
}

export function Projects() {
  return (
    <section id="projects" aria-labelledby="projects-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader
          id="projects-title"
          eyebrow="Portfolio Highlights"
          title="Key Projects & Achievements"
          intro="Transformational initiatives that delivered measurable business value and competitive advantage."
        />
        <p className="-mt-8 mb-10 text-center text-sm text-slate-600 dark:text-slate-400">
          Click any project to see detailed challenges and outcomes.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          {projects.map((project, index) => (
            <PanelCard key={project.title} section="projects" index={index} className="flex flex-col">
              <div className="flex items-start gap-4">
                <span className="rounded-lg bg-brand-50 p-3 dark:bg-slate-800">
                  <ContentIcon name={project.icon} className="h-6 w-6 text-brand-600 dark:text-accent-400" />
                </span>
                <div>
                  <PanelCardTitle>{project.title}</PanelCardTitle>
                  <p className="text-sm font-medium text-brand-700 dark:text-accent-400">
                    {project.subtitle}
                  </p>
                </div>
              </div>
              <p className="mt-4 text-slate-700 dark:text-slate-300">{project.description}</p>
              <dl className={`mt-5 grid gap-3 ${metricColumns(project.metrics.length)}`}>
                {project.metrics.map((metric) => (
                  <div
                    key={metric.label}
                    className="flex flex-col rounded-lg bg-slate-50 p-3 text-center dark:bg-slate-800/60"
                  >
                    <dt className="text-xs text-slate-600 dark:text-slate-400">{metric.label}</dt>
                    <dd className="order-first text-lg font-bold text-slate-900 dark:text-white">
                      {metric.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <SkillTags skills={project.skills} className="mt-5" />
              {project.articleUrl ? (
                <ExternalLink
                  href={project.articleUrl}
                  className="mt-5 inline-flex w-fit items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
                >
                  <Newspaper aria-hidden="true" className="h-4 w-4" />
                  Click to read article
                </ExternalLink>
              ) : null}
            </PanelCard>
          ))}
        </div>
      </div>
    </section>
  );
}
