import type { SiteContent } from '../../../../../content/schema';
import { splitSentences } from '../compose/reply-text';
import { formatWrittenDate } from './timeline';

/** The page's sections, as the visitor sees them and as a link reaches them. */
export const SECTIONS = {
  about: { label: 'Executive Summary', href: '/#about' },
  awards: { label: 'Awards & Publications', href: '/#awards' },
  experience: { label: 'Career Timeline', href: '/#experience' },
  skills: { label: 'Technical Expertise', href: '/#skills' },
  projects: { label: 'Projects', href: '/#projects' },
  testimonials: { label: 'Testimonials', href: '/#testimonials' },
  'roi-calculator': { label: 'ROI Calculator', href: '/#roi-calculator' },
  contact: { label: 'Contact', href: '/#contact' },
  blog: { label: 'Blog', href: '/blog' },
} as const;
export type SectionId = keyof typeof SECTIONS;

export type AwardItem = 'recognition' | 'video' | 'article' | 'office-post';
export type PassageSource =
  | { kind: 'role' | 'category' | 'project' | 'testimonial'; index: number }
  /** A linked entry of a skill category (a degree or certification): `item` within category `index`. */
  | { kind: 'credential'; index: number; item: number }
  | { kind: 'award'; item: AwardItem }
  | { kind: 'profile' | 'contact' | 'blog' | 'roi' };

export type PassageKind =
  | 'title'
  | 'detail'
  | 'achievement'
  | 'duty'
  | 'skill'
  | 'metric'
  | 'challenge'
  | 'outcome'
  | 'quote'
  | 'contact'
  /** A web address, found only when one is asked for. */
  | 'link';

/** One retrievable piece of the content: a sentence or a list item, with where it appears on the site. */
export type Passage = {
  id: number;
  text: string;
  kind: PassageKind;
  section: SectionId;
  source: PassageSource;
  /** Names the thing the passage is about: "IT Manager at Northwind Interactive (March 2013 - January 2017)". */
  label: string;
  /** A date the passage states, as written ("May 2015"). */
  date?: string;
  /** The heading it sits under ("Motion, sound and a hidden game"): searched, worth less than its own words. */
  topic?: string;
};

type Draft = { text: string; kind: PassageKind; date?: string; topic?: string };

const each = (texts: readonly string[], kind: PassageKind): Draft[] => texts.map((text) => ({ text, kind }));
const sentences = (text: string, kind: PassageKind): Draft[] => each(splitSentences(text), kind);
const skillText = (skill: string | { text: string }) => (typeof skill === 'string' ? skill : skill.text);

export const describeRole = (role: SiteContent['roles'][number]): string =>
  `${role.title} at ${role.company} (${role.period})`;

/** Cuts every fact of the content into passages: search, the composers and the model prompt read these. */
export function buildPassages(content: SiteContent): Passage[] {
  const passages: Passage[] = [];
  const add = (drafts: readonly Draft[], section: SectionId, source: PassageSource, label: string) => {
    for (const draft of drafts) passages.push({ id: passages.length, ...draft, section, source, label });
  };
  const { profile, awards, contact, blog } = content;
  const owner = `${profile.firstName} ${profile.lastName}`;

  add(
    [
      { text: `${owner}, ${profile.title}: ${profile.headline}`, kind: 'title' },
      ...sentences(profile.pitch, 'detail'),
      ...each(
        profile.stats.map((stat) => `${stat.value} ${stat.label}`),
        'metric',
      ),
      ...profile.summary.flatMap((paragraph) => sentences(paragraph, 'detail')),
      ...each(
        profile.competencies.map((competency) => `Core competency: ${competency}`),
        'skill',
      ),
      { text: `Current focus: ${profile.currentFocus.join(', ')}`, kind: 'detail' },
      { text: profile.seeking, kind: 'detail' },
    ],
    'about',
    { kind: 'profile' },
    'Executive Summary',
  );
  content.roles.forEach((role, index) => {
    add(
      [
        { text: `${describeRole(role)}, ${role.location}`, kind: 'title' },
        ...sentences(role.details.description, 'detail'),
        ...each(role.details.achievements, 'achievement'),
        ...each(role.details.responsibilities, 'duty'),
        { text: `Skills: ${role.skills.join(', ')}`, kind: 'skill' },
        // The employer's own site, as the timeline links it ("what's Meridian Ridge's website?"); last,
        // because a role's first detail is what describes it.
        ...(role.companyUrl ? [{ text: `Website: ${role.companyUrl}`, kind: 'detail' as const }] : []),
      ],
      'experience',
      { kind: 'role', index },
      describeRole(role),
    );
  });
  content.skillCategories.forEach((category, index) => {
    category.skills.forEach((skill, skillIndex) => {
      const isLinked = typeof skill !== 'string';
      add(
        [{ text: skillText(skill), kind: 'skill' }],
        'skills',
        isLinked ? { kind: 'credential', index, item: skillIndex } : { kind: 'category', index },
        category.title,
      );
    });
    add(
      [
        ...sentences(category.details.description, 'detail'),
        ...each(category.details.highlights, 'achievement'),
      ],
      'skills',
      { kind: 'category', index },
      category.title,
    );
  });
  content.projects.forEach((project, index) => {
    add(
      [
        { text: `${project.title}: ${project.subtitle}`, kind: 'title' },
        ...sentences(project.description, 'detail'),
        ...each(
          project.metrics.map((metric) => `${metric.value} ${metric.label}`),
          'metric',
        ),
        ...sentences(project.details.overview, 'detail'),
        ...each(project.details.challenges, 'challenge'),
        ...each(project.details.outcomes, 'outcome'),
        { text: `Skills: ${project.skills.join(', ')}`, kind: 'skill' },
      ],
      'projects',
      { kind: 'project', index },
      project.title,
    );
  });
  const { featured, guestArticle, officePost, recognition } = awards;
  add(
    [
      {
        text: `${recognition.title} ${recognition.honor}, ${recognition.date}: ${recognition.description}`,
        kind: 'title',
        date: recognition.date,
      },
    ],
    'awards',
    { kind: 'award', item: 'recognition' },
    recognition.title,
  );
  add(
    [
      { text: `Featured video series “${featured.title}” by ${featured.publisher}`, kind: 'title' },
      ...sentences(featured.description, 'detail'),
      {
        text: `${featured.post.author} posted on ${featured.post.date}: ${featured.post.text}`,
        kind: 'detail',
        date: featured.post.date,
      },
    ],
    'awards',
    { kind: 'award', item: 'video' },
    `Video series “${featured.title}”`,
  );
  add(
    [
      {
        text: `Guest article “${guestArticle.title}” in ${guestArticle.publication}, ${guestArticle.date}`,
        kind: 'title',
        date: guestArticle.date,
      },
      ...guestArticle.paragraphs.flatMap((paragraph) => sentences(paragraph, 'quote')),
    ],
    'awards',
    { kind: 'award', item: 'article' },
    `Guest article “${guestArticle.title}”`,
  );
  add(
    [
      { text: `Post “${officePost.title}”, ${officePost.date}`, kind: 'title', date: officePost.date },
      ...officePost.paragraphs.flatMap((paragraph) => sentences(paragraph, 'quote')),
    ],
    'awards',
    { kind: 'award', item: 'office-post' },
    `Post “${officePost.title}”`,
  );
  content.testimonials.forEach((testimonial, index) => {
    const { name, title, employer, relationship, dateOrTopic, quote } = testimonial;
    add(
      [
        {
          text: `${name}, ${title} at ${employer}. ${relationship}. ${dateOrTopic}`,
          kind: 'title',
          date: dateOrTopic,
        },
        { text: quote, kind: 'quote' },
      ],
      'testimonials',
      { kind: 'testimonial', index },
      `${name}, ${title} at ${employer}`,
    );
  });
  add(
    [
      { text: `Location: ${contact.location}`, kind: 'contact' },
      { text: `Email: ${contact.email}`, kind: 'contact' },
      { text: `Phone: ${contact.phone}`, kind: 'contact' },
      { text: `LinkedIn: ${contact.linkedinUrl}`, kind: 'contact' },
      ...each(
        contact.opportunities.map((opportunity) => `Open to: ${opportunity}`),
        'detail',
      ),
    ],
    'contact',
    { kind: 'contact' },
    'Contact',
  );
  const published = formatWrittenDate(blog.publishedAt);
  const paragraphs = blog.sections.flatMap((section) => [...section.paragraphs, ...(section.bullets ?? [])]);
  // "The hidden game" is named only in its section's heading, so each sentence keeps its heading.
  const underHeadings = blog.sections.flatMap((section) =>
    [...section.paragraphs, ...(section.bullets ?? [])].flatMap((paragraph) =>
      sentences(paragraph, 'quote').map((draft) => ({ ...draft, topic: section.heading })),
    ),
  );
  add(
    [
      {
        text: `Blog post “${blog.title}”, published ${published}: ${blog.description}`,
        kind: 'title',
        date: published,
      },
      ...underHeadings,
    ],
    'blog',
    { kind: 'blog' },
    `Blog post “${blog.title}”`,
  );
  // The calculator itself is part of the page, not the content module; the blog describes it.
  add(
    paragraphs
      .filter((paragraph) => /\bROI calculator\b/i.test(paragraph))
      .flatMap((paragraph) => sentences(paragraph, 'detail')),
    'roi-calculator',
    { kind: 'roi' },
    'ROI Calculator',
  );
  return passages;
}
