import type { SiteContent } from '../../../../content/schema';
import { normalizeText } from './normalize-text';

/** Page sections a reply can point to, named as the visitor sees them. */
export type Section =
  | 'Executive Summary'
  | 'Awards & Publications'
  | 'Career Timeline'
  | 'Technical Expertise'
  | 'Projects'
  | 'Testimonials'
  | 'Contact'
  | 'blog';

export type FactSource =
  | { kind: 'role' | 'project' | 'category' | 'testimonial'; index: number }
  | { kind: 'profile' | 'award' | 'contact' | 'blog' };

export type FactKind = 'summary' | 'detail' | 'achievement' | 'duty' | 'skill' | 'metric';

/** One retrievable piece of content, labelled with where it comes from. */
export type Fact = {
  id: number;
  text: string;
  normalized: string;
  kind: FactKind;
  label: string;
  section: Section;
  source: FactSource;
};

type Draft = { text: string; kind: FactKind };

export function describeRole(role: SiteContent['roles'][number]): string {
  return `${role.title} at ${role.company} (${role.period})`;
}

export function skillText(skill: string | { text: string }): string {
  return typeof skill === 'string' ? skill : skill.text;
}

const each = (texts: readonly string[], kind: FactKind): Draft[] => texts.map((text) => ({ text, kind }));

/** Cuts the content into sentence-sized facts: the index, the term lookup and the model prompt read these. */
export function buildFacts(content: SiteContent): Fact[] {
  const facts: Fact[] = [];
  const add = (drafts: Draft[], label: string, section: Section, source: FactSource) => {
    for (const { text, kind } of drafts) {
      facts.push({ id: facts.length, text, normalized: normalizeText(text), kind, label, section, source });
    }
  };
  const { profile, awards, contact, blog } = content;
  const owner = `${profile.firstName} ${profile.lastName}`;

  add(
    [
      { text: `${owner}, ${profile.title}. ${profile.headline}`, kind: 'summary' },
      { text: profile.pitch, kind: 'detail' },
      ...each(
        profile.stats.map((stat) => `${stat.value} ${stat.label}`),
        'metric',
      ),
      ...each(profile.summary, 'detail'),
      ...each(profile.competencies, 'skill'),
      { text: `Current focus: ${profile.currentFocus.join(', ')}`, kind: 'detail' },
      { text: profile.seeking, kind: 'detail' },
    ],
    'Profile',
    'Executive Summary',
    { kind: 'profile' },
  );
  content.roles.forEach((role, index) => {
    add(
      [
        { text: `${describeRole(role)}, ${role.location}`, kind: 'summary' },
        { text: role.details.description, kind: 'detail' },
        ...each(role.details.achievements, 'achievement'),
        ...each(role.details.responsibilities, 'duty'),
        ...each(role.skills, 'skill'),
      ],
      describeRole(role),
      'Career Timeline',
      { kind: 'role', index },
    );
  });
  content.skillCategories.forEach((category, index) => {
    add(
      [
        ...each(category.skills.map(skillText), 'skill'),
        { text: category.details.description, kind: 'detail' },
        ...each(category.details.highlights, 'achievement'),
      ],
      category.title,
      'Technical Expertise',
      { kind: 'category', index },
    );
  });
  content.projects.forEach((project, index) => {
    add(
      [
        { text: `${project.title}: ${project.subtitle}`, kind: 'summary' },
        { text: project.description, kind: 'detail' },
        ...each(
          project.metrics.map((metric) => `${metric.value} ${metric.label}`),
          'metric',
        ),
        { text: project.details.overview, kind: 'detail' },
        ...each(
          project.details.challenges.map((challenge) => `Challenge: ${challenge}`),
          'detail',
        ),
        ...each(project.details.outcomes, 'achievement'),
        ...each(project.skills, 'skill'),
      ],
      `Project: ${project.title}`,
      'Projects',
      { kind: 'project', index },
    );
  });
  const { featured, guestArticle, officePost, recognition } = awards;
  add(
    each(
      [
        `${recognition.title} (${recognition.honor}, ${recognition.date}): ${recognition.description}`,
        `Featured video series "${featured.title}" by ${featured.publisher}: ${featured.description}`,
        `Guest article "${guestArticle.title}" in ${guestArticle.publication} (${guestArticle.date})`,
        `Office post "${officePost.title}" (${officePost.date})`,
      ],
      'achievement',
    ),
    'Awards & Publications',
    'Awards & Publications',
    { kind: 'award' },
  );
  content.testimonials.forEach((testimonial, index) => {
    const { name, title, employer, relationship, quote } = testimonial;
    add(
      [{ text: `${name}, ${title} at ${employer} (${relationship}): "${quote}"`, kind: 'detail' }],
      'Recommendation',
      'Testimonials',
      { kind: 'testimonial', index },
    );
  });
  add(
    [
      { text: `Location: ${contact.location}`, kind: 'detail' },
      {
        text: `Email ${contact.email}, phone ${contact.phone}, LinkedIn ${contact.linkedinUrl}, or the contact form`,
        kind: 'detail',
      },
      ...each(
        contact.opportunities.map((opportunity) => `Open to ${opportunity}`),
        'detail',
      ),
    ],
    'Contact',
    'Contact',
    { kind: 'contact' },
  );
  add(
    each(
      [
        blog.description,
        ...blog.sections.flatMap((section) => [...section.paragraphs, ...(section.bullets ?? [])]),
      ],
      'detail',
    ),
    `Blog: ${blog.title}`,
    'blog',
    { kind: 'blog' },
  );
  return facts;
}
