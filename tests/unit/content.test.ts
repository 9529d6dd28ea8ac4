import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownerName, siteContent } from '../../content';
import { profile } from '../../content/profile';
import { roles } from '../../content/roles';
import { siteContentSchema } from '../../content/schema';

const specRoles = [
  ['IT Consultant', 'May 2024 - Present'],
  ['Founder', 'September 2023 - Present'],
  ['Strategic Advisor', 'May 2020 - January 2024'],
  ['Sr. IT-Ops Manager', 'March 2022 - June 2023'],
  ['Manager II - Workspace Services Architecture', 'July 2021 - March 2022'],
  ['IT-Ops Manager', 'May 2017 - July 2021'],
  ['IT Manager', 'March 2013 - January 2017'],
  ['Senior Game Test Analyst', 'November 2009 - January 2013'],
];

const specProjects = [
  'Vancouver Corporate Center of Excellence',
  'IT Asset Management System Implementation',
  'OKR-Based Operational Transformation',
  'Strategic Cost Optimization Program',
  'Citrix M&A Integration Leadership',
  'Oracle Service Cloud CRM Implementation',
];

const monthYear =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

describe('site content', () => {
  it('parses against the schema and names the owner', () => {
    expect(siteContentSchema.safeParse(siteContent).success).toBe(true);
    expect(ownerName).toBe(`${profile.firstName} ${profile.lastName}`);
    expect(siteContent.profile.isExample).toBe(true);
  });

  it('lists nine roles, the spec roles first with their exact titles and periods in order', () => {
    expect(siteContent.roles).toHaveLength(9);
    expect(siteContent.roles.slice(0, 8).map((role) => [role.title, role.period])).toEqual(specRoles);
    for (const role of siteContent.roles) {
      const [start, end] = role.period.split(' - ');
      expect(start).toMatch(monthYear);
      expect(end === 'Present' || monthYear.test(end ?? '')).toBe(true);
      expect(role.skills.length).toBeGreaterThanOrEqual(4);
      expect(role.skills.length).toBeLessThanOrEqual(8);
      expect(role.details.achievements.length).toBeGreaterThanOrEqual(3);
      expect(role.details.achievements.length).toBeLessThanOrEqual(5);
      expect(role.details.responsibilities.length).toBeGreaterThanOrEqual(5);
      expect(role.details.responsibilities.length).toBeLessThanOrEqual(8);
    }
  });

  it('makes the ninth role a consultancy founder role, and no role a game tester besides the spec one', () => {
    const ninth = siteContent.roles[8];
    expect(ninth?.title).toMatch(/Founder/);
    expect(ninth?.details.description).toMatch(/consultancy/i);
    expect(
      siteContent.roles.filter((role) => /Game Test/.test(role.title)).map((role) => role.title),
    ).toEqual(['Senior Game Test Analyst']);
    // Newest first by when each role ended: the spec's own order, the ninth role last.
    const ended = siteContent.roles.map((role) => role.period.split(' - ')[1] ?? '');
    const endTime = (end: string) => (end === 'Present' ? Number.POSITIVE_INFINITY : Date.parse(`1 ${end}`));
    for (let i = 1; i < ended.length; i++) {
      expect(endTime(ended[i] ?? '')).toBeLessThanOrEqual(endTime(ended[i - 1] ?? ''));
    }
  });

  it('has 12 + 12 skills and three linked education and certification entries', () => {
    const [leadership, technical, education] = siteContent.skillCategories;
    expect(leadership?.title).toBe('Leadership & Strategy');
    expect(leadership?.skills).toHaveLength(12);
    expect(technical?.title).toBe('Technical & Operational Expertise');
    expect(technical?.skills).toHaveLength(12);
    expect(education?.title).toBe('Education & Certifications');
    const entries = education?.skills ?? [];
    expect(entries).toHaveLength(3);
    const texts = entries.map((entry) => {
      if (typeof entry === 'string') throw new Error(`certification entry "${entry}" has no link`);
      return entry.text;
    });
    expect(texts[0]).toMatch(/MBA.*January 2027/);
    expect(texts[1]).toContain('CISSP');
    expect(texts[2]).toContain('CMNO');
  });

  it('has the six spec projects, with articles on exactly the three named ones', () => {
    expect(siteContent.projects.map((project) => project.title)).toEqual(specProjects);
    const withArticles = siteContent.projects
      .filter((project) => project.articleUrl !== undefined)
      .map((project) => project.title);
    expect(withArticles.sort()).toEqual(
      [
        'Citrix M&A Integration Leadership',
        'OKR-Based Operational Transformation',
        'Vancouver Corporate Center of Excellence',
      ].sort(),
    );
  });

  it('states the spec competencies, current focus and stats exactly', () => {
    expect(siteContent.profile.competencies).toEqual([
      'Global IT Operations Management',
      'IT & Security Strategy Development',
      'Security Maturity Models',
      'M&A IT Integration',
      'Team Building & Leadership',
    ]);
    expect(siteContent.profile.currentFocus).toEqual([
      'Tech Startup Opportunities',
      'Consulting Engagements',
      'Digital Transformation',
    ]);
    expect(siteContent.profile.stats).toEqual([
      { value: '15+', label: 'Years Experience' },
      { value: '$10M+', label: 'Cost Savings' },
      { value: '50+', label: 'Projects Led' },
    ]);
  });

  it('links the featured series and the post that announced it separately', () => {
    const { featured } = siteContent.awards;
    expect(featured.url).toMatch(/^https:\/\//);
    expect(featured.post.url).toMatch(/^https:\/\//);
    expect(featured.post.url).not.toBe(featured.url);
  });

  it('keeps the contact, recognition and testimonial facts from the spec', () => {
    expect(siteContent.contact.location).toContain('San Diego');
    expect(new URL(siteContent.contact.locationMapUrl).searchParams.get('query')).toContain('San Diego');
    expect(siteContent.contact.opportunities).toEqual([
      'VP/Director roles at tech startups',
      'Technology consulting engagements',
      'IT facilities and security strategy roles',
      'M&A integration leadership',
    ]);
    expect(siteContent.awards.recognition).toMatchObject({
      title: 'Top Tech Exec Award',
      honor: 'Honoree',
      date: 'May 2015',
    });
    expect(siteContent.testimonials.map((testimonial) => testimonial.dateOrTopic)).toContain(
      'March 30, 2022',
    );
    expect(siteContent.blog.publishedAt).toBe('2025-06-25');
  });

  it('rejects a broken copy with an error naming the field path', () => {
    const [first, ...rest] = roles;
    if (!first) throw new Error('no roles');
    const broken = { ...siteContent, roles: [{ ...first, title: '' }, ...rest] };
    const result = siteContentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues[0]?.path).toEqual(['roles', 0, 'title']);
    expect(z.prettifyError(result.error)).toContain('roles[0].title');
    expect(() => siteContentSchema.parse(broken)).toThrow(/"title"/);
  });
});
