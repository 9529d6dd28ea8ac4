import type { ReactNode } from 'react';
import { projects } from '../../../../content/projects';
import { roles } from '../../../../content/roles';
import { skillCategories } from '../../../../content/skills';
import { SkillTags } from '../../sections/skill-tags';
import { DetailList } from './detail-list';
import type { PanelSection } from './panel-trigger';

/** Spec §9: the experience panel lists only the first five responsibilities. */
const RESPONSIBILITIES_SHOWN = 5;

export type PanelContent = { title: string; body: ReactNode };

/** The title and body of the panel for one card of one section, or null for an unknown card. */
export function panelContent(section: PanelSection, index: number): PanelContent | null {
  if (section === 'experience') {
    const role = roles[index];
    if (!role) return null;
    return {
      title: role.title,
      body: (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {role.company} · {role.period}
          </p>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{role.details.description}</p>
          <DetailList title="Key Achievements:" items={role.details.achievements} />
          <DetailList
            title="Responsibilities:"
            items={role.details.responsibilities.slice(0, RESPONSIBILITIES_SHOWN)}
          />
          <SkillTags skills={role.skills} />
        </>
      ),
    };
  }
  if (section === 'skills') {
    const category = skillCategories[index];
    if (!category) return null;
    return {
      title: category.title,
      body: (
        <>
          <p className="text-slate-700 dark:text-slate-300">{category.details.description}</p>
          <DetailList title="Highlights:" items={category.details.highlights} />
        </>
      ),
    };
  }
  const project = projects[index];
  if (!project) return null;
  return {
    title: project.title,
    body: (
      <>
        <p className="text-slate-700 dark:text-slate-300">{project.details.overview}</p>
        <DetailList title="Key Challenges:" items={project.details.challenges} />
        <DetailList title="Project Outcomes:" items={project.details.outcomes} />
      </>
    ),
  };
}
