import type { Project } from '../../../../content/schema';
import type { Knowledge } from './build-index';
import { bullets, lines, pointTo, withoutFinalStop } from './reply-parts';

const PROJECTS = pointTo(['Projects']);

export const formatMetrics = (project: Project, count = project.metrics.length): string =>
  project.metrics
    .slice(0, count)
    .map((metric) => `${metric.value} ${metric.label}`)
    .join(', ');

function pickProject(knowledge: Knowledge, index: number): Project | undefined {
  return knowledge.content.projects[index];
}

export function composeProjectOverview(knowledge: Knowledge, index: number): string {
  const project = pickProject(knowledge, index);
  if (!project) return composeProjectList(knowledge);
  return lines(
    `${project.title} (${withoutFinalStop(project.subtitle)}): ${project.description}`,
    `Results: ${formatMetrics(project)}.`,
    PROJECTS,
  );
}

export function composeProjectResults(knowledge: Knowledge, index: number): string {
  const project = pickProject(knowledge, index);
  if (!project) return composeProjectList(knowledge);
  return lines(
    `Results of ${project.title}: ${formatMetrics(project)}. Outcomes:`,
    bullets(project.details.outcomes.slice(0, 4)),
    PROJECTS,
  );
}

/** "Tell me more": the story behind the card, its challenges and outcomes. */
export function composeProjectDetail(knowledge: Knowledge, index: number): string {
  const project = pickProject(knowledge, index);
  if (!project) return composeProjectList(knowledge);
  return lines(
    `More on ${project.title}, in ${knowledge.firstName}'s words: “${project.details.overview}”`,
    `Key challenges: ${project.details.challenges.slice(0, 3).map(withoutFinalStop).join('; ')}.`,
    `Outcomes: ${project.details.outcomes.slice(0, 4).map(withoutFinalStop).join('; ')}.`,
    PROJECTS,
  );
}

export function composeProjectList(knowledge: Knowledge, isDetailed = false): string {
  const { profile, projects } = knowledge.content;
  const total = profile.stats.find((stat) => /project/i.test(stat.label));
  const heading = total
    ? `Featured projects from ${knowledge.firstName}'s portfolio (${total.value} ${total.label.toLowerCase()} in total):`
    : `${knowledge.firstName}'s featured projects:`;
  return lines(
    heading,
    bullets(
      projects.map((project) =>
        isDetailed
          ? `${project.title}: ${formatMetrics(project, 2)}`
          : `${project.title}: ${withoutFinalStop(project.subtitle)}`,
      ),
    ),
    PROJECTS,
  );
}
