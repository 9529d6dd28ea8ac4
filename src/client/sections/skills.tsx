import { ExternalLink as ExternalIcon } from 'lucide-react';
import { skillCategories } from '../../../content/skills';
import { ContentIcon } from '../components/ui/content-icon';
import { ExternalLink } from '../components/ui/external-link';
import { SectionHeader } from '../components/ui/section-header';
import { PanelCard, PanelCardTitle } from '../features/detail-panel/panel-card';

export function Skills() {
  return (
    <section id="skills" aria-labelledby="skills-title" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader id="skills-title" eyebrow="Expertise" title="Technical Expertise" />
        <div className="grid gap-6 lg:grid-cols-3">
          {skillCategories.map((category, index) => (
            <PanelCard key={category.title} section="skills" index={index}>
              <ContentIcon
                name={category.icon}
                className="mb-4 h-8 w-8 text-brand-600 dark:text-accent-400"
              />
              <PanelCardTitle>{category.title}</PanelCardTitle>
              <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {category.skills.map((skill) =>
                  typeof skill === 'string' ? (
                    <li key={skill}>{skill}</li>
                  ) : (
                    <li key={skill.text}>
                      <ExternalLink
                        href={skill.link}
                        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-accent-400"
                      >
                        {skill.text}
                        <ExternalIcon aria-hidden="true" className="h-3.5 w-3.5" />
                      </ExternalLink>
                    </li>
                  ),
                )}
              </ul>
            </PanelCard>
          ))}
        </div>
      </div>
    </section>
  );
}
