import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../../content';
import { buildResumeFromContent } from '../../src/server/resume/content-resume';
import { fromJsonResume, toJsonResume } from '../../src/server/resume/json-resume';
import { describeUnshownParts } from '../../src/server/resume/json-resume-unshown';
import { jsonResumeSchema } from '../../src/shared/api/resume-json';
import { parsedResumeSchema } from '../../src/shared/resume/parsed-resume';
import { sampleResume } from '../helpers/resume-samples';

const require = createRequire(import.meta.url);
const officialSchema = require('@jsonresume/schema/schema.json') as object;
const sample = JSON.parse(
  readFileSync(new URL('../fixtures/json-resume/sample.resume.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(officialSchema);

/** Import, store as the database does (JSON), read back, export. */
function roundTrip(document: unknown) {
  const imported = fromJsonResume(jsonResumeSchema.parse(document));
  const resume = parsedResumeSchema.parse(JSON.parse(JSON.stringify(imported)));
  return { resume, exported: toJsonResume(resume, new Date('2026-01-01T00:00:00Z')) };
}

describe('JSON Resume import and export of the official sample', () => {
  const { resume, exported } = roundTrip(sample);
  const sections = Object.keys(sample).filter((key) => key !== 'meta');

  it.each(sections)('gives back %s as it was', (section) => {
    expect(exported[section]).toEqual(sample[section]);
  });

  it('adds no section the document did not have', () => {
    expect(Object.keys(exported).sort()).toEqual(Object.keys(sample).sort());
  });

  it('keeps the meta and only moves its modification time', () => {
    expect(exported.meta).toEqual({ ...(sample.meta as object), lastModified: '2026-01-01T00:00:00.000Z' });
  });

  it('shows the builder every section it can hold', () => {
    expect(resume).toMatchObject({
      name: 'Richard Hendriks',
      location: 'San Francisco, California',
      experience: [{ title: 'CEO/President', company: 'Pied Piper', startDate: 'December 2013' }],
      education: [
        { degree: 'Bachelor, Information Technology', school: 'University of Oklahoma', gpa: '4.0' },
      ],
      skills: ['HTML', 'CSS', 'Javascript', 'Mpeg', 'MP4', 'GIF'],
      languages: [{ language: 'English', fluency: 'Native speaker' }],
      volunteer: [{ organization: 'CoderDojo', position: 'Teacher' }],
      projects: [{ name: 'Miss Direction', description: 'A mapping engine that misguides you' }],
      awards: [
        {
          title: 'Digital Compression Pioneer Award',
          awarder: 'Techcrunch',
          date: 'November 2014',
          summary: 'There is no spoon.',
        },
      ],
      achievements: [],
      publications: [
        { name: 'Video compression for 3d media', publisher: 'Hooli', releaseDate: 'October 2014' },
      ],
      interests: [{ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] }],
    });
    expect(resume.experience[0]?.bullets).toHaveLength(4);
  });

  it('lists what the builder cannot show', () => {
    const warnings = describeUnshownParts(jsonResumeSchema.parse(sample)).join('\n');
    for (const part of [
      'label',
      'url',
      'profiles (Twitter, SoundCloud)',
      'work: url, description',
      'education: url, startDate, courses',
      'references (1)',
      'projects: keywords, roles, entity, type',
    ]) {
      expect(warnings).toContain(part);
    }
    // Awards with their awarder and date, publications and interests are builder sections now.
    for (const part of ['awards:', 'publications', 'interests']) expect(warnings).not.toContain(part);
  });

  it('validates against the official schema', () => {
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('JSON Resume import and export of the schema project’s other examples', () => {
  const examples = path.join(path.dirname(require.resolve('@jsonresume/schema/schema.json')), 'examples');
  it.each(readdirSync(examples))('gives back %s as it was, and valid', (file) => {
    const document = JSON.parse(readFileSync(path.join(examples, file), 'utf8')) as Record<string, unknown>;
    const { exported } = roundTrip(document);
    const { meta: _meta, ...rest } = exported;
    const { meta: _originalMeta, ...original } = document;
    expect(JSON.parse(JSON.stringify(rest))).toEqual(original);
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('JSON Resume export after edits in the builder', () => {
  const { resume } = roundTrip(sample);

  it('takes edited fields from the builder and keeps the rest of the entry', () => {
    const role = resume.experience[0];
    if (!role) throw new Error('sample has a role');
    const edited = {
      ...resume,
      location: 'Oakland, CA',
      experience: [
        { ...role, title: 'Chief Executive Officer' },
        { ...role, company: 'Hooli', bullets: [] },
      ],
      skills: ['HTML', 'Javascript', 'Rust'],
    };
    const exported = toJsonResume(edited);
    expect(exported.basics.label).toBe('Programmer');
    expect(exported.basics.location).toEqual({ city: 'Oakland', region: 'CA' });
    expect(exported.work?.[0]).toMatchObject({
      position: 'Chief Executive Officer',
      name: 'Pied Piper',
      url: 'http://piedpiper.example.com',
      description: 'Awesome compression company',
      startDate: '2013-12-01',
    });
    expect(exported.work?.[1]).toMatchObject({ name: 'Hooli', position: 'CEO/President', highlights: [] });
    expect(exported.work?.[1]).not.toHaveProperty('url');
    expect(exported.skills).toEqual([
      { name: 'Web Development', level: 'Master', keywords: ['HTML', 'Javascript'] },
      { name: 'Rust' },
    ]);
    expect(exported.publications).toEqual(sample.publications);
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('JSON Resume export of resumes written here', () => {
  it.each([
    ['an uploaded resume', sampleResume],
    ['the site content', buildResumeFromContent(siteContent)],
  ])(
    'writes %s as a valid document that imports back the same, with nothing extra kept',
    (_label, resume) => {
      const exported = toJsonResume(resume);
      expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
      const back = fromJsonResume(jsonResumeSchema.parse(exported));
      expect(back.jsonResumeSource).toBeUndefined();
      expect(back.experience).toEqual(resume.experience);
    },
  );

  it('carries projects, languages, volunteer work and a clearance both ways', () => {
    const resume = {
      ...sampleResume,
      clearance: 'Active TS/SCI',
      projects: [
        { name: 'Zero Trust Rollout', description: 'Company-wide', bullets: ['Cut VPN use by 80%'] },
      ],
      languages: [{ language: 'Spanish', fluency: 'Professional' }],
      volunteer: [
        {
          organization: 'Code for Good',
          position: 'Mentor',
          startDate: 'Jan 2020',
          endDate: 'Present',
          bullets: ['Mentored 12 students'],
        },
      ],
    };
    const exported = toJsonResume(resume);
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
    const back = fromJsonResume(jsonResumeSchema.parse(exported));
    expect(back).toMatchObject({
      clearance: 'Active TS/SCI',
      projects: resume.projects,
      languages: resume.languages,
      volunteer: [{ organization: 'Code for Good', startDate: 'January 2020', endDate: 'Present' }],
    });
  });
});
