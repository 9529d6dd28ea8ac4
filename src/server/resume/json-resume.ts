import type { JsonResume } from '../../shared/api/resume-json';
import { type ParsedResume, parsedResumeSchema } from '../../shared/resume/parsed-resume';
import { isLocation } from './parse/contact';
import { fromIsoDate, isOpenEnded, toIsoDate } from './parse/dates';

const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/**
 * To JSON Resume. Achievements have no section of their own there, so they travel as awards
 * (title only); dates become ISO 8601 and "Present" an absent end date, as the standard wants.
 */
export function toJsonResume(resume: ParsedResume, now: Date = new Date()): JsonResume {
  const [city, region] = isLocation(resume.location) ? resume.location.split(/,\s*/) : [];
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: resume.name,
      ...(resume.experience[0]?.title ? { label: resume.experience[0].title } : {}),
      email: resume.email,
      phone: resume.phone,
      summary: resume.summary,
      location: city ? { city, region: region ?? '' } : { address: resume.location },
      profiles: resume.linkedin ? [{ network: 'LinkedIn', url: resume.linkedin }] : [],
    },
    work: resume.experience.map((role) => ({
      name: role.company,
      position: role.title,
      location: role.location,
      ...optionalDate('startDate', role.startDate),
      ...(isOpenEnded(role.endDate) ? {} : optionalDate('endDate', role.endDate)),
      highlights: role.bullets,
    })),
    education: resume.education.map((entry) => ({
      institution: entry.school,
      studyType: entry.degree,
      location: entry.location,
      ...optionalDate('endDate', entry.graduationDate),
      ...(entry.gpa ? { score: entry.gpa } : {}),
    })),
    skills: resume.skills.map((name) => ({ name })),
    certificates: resume.certifications.map((name) => ({ name })),
    awards: resume.achievements.map((title) => ({ title })),
    meta: { version: 'v1.0.0', lastModified: now.toISOString() },
  };
}

function optionalDate(key: 'startDate' | 'endDate', text: string): Record<string, string> {
  const iso = toIsoDate(text);
  return iso ? { [key]: iso } : {};
}

/** From JSON Resume into the builder's shape; a work entry's summary becomes its first bullet. */
export function fromJsonResume(input: JsonResume): ParsedResume {
  const { basics } = input;
  const place = basics.location;
  const location = place?.city
    ? [place.city, place.region || place.countryCode].filter(Boolean).join(', ')
    : (place?.address ?? '');
  const linkedin = basics.profiles?.find((profile) => /linkedin/i.test(`${profile.network} ${profile.url}`));
  const linkedinUrl =
    linkedin?.url ?? (linkedin?.username ? `https://www.linkedin.com/in/${linkedin.username}` : undefined);
  return parsedResumeSchema.parse({
    name: basics.name,
    email: basics.email ?? '',
    phone: basics.phone ?? '',
    location,
    ...(linkedinUrl ? { linkedin: linkedinUrl } : {}),
    summary: basics.summary ?? '',
    experience: (input.work ?? []).map((work) => ({
      title: work.position ?? '',
      company: work.name ?? '',
      location: work.location ?? '',
      startDate: fromIsoDate(work.startDate),
      endDate: work.endDate ? fromIsoDate(work.endDate) : work.startDate ? 'Present' : '',
      bullets: [...(work.summary ? [work.summary] : []), ...(work.highlights ?? [])].filter((line) =>
        line.trim(),
      ),
    })),
    education: (input.education ?? []).map((entry) => ({
      degree: [entry.studyType, entry.area].filter(Boolean).join(', '),
      school: entry.institution ?? '',
      location: entry.location ?? '',
      graduationDate: fromIsoDate(entry.endDate),
      ...(entry.score ? { gpa: entry.score } : {}),
    })),
    skills: (input.skills ?? []).flatMap((skill) =>
      skill.keywords?.length ? skill.keywords : skill.name ? [skill.name] : [],
    ),
    certifications: (input.certificates ?? []).flatMap((certificate) =>
      certificate.name
        ? [certificate.issuer ? `${certificate.name} (${certificate.issuer})` : certificate.name]
        : [],
    ),
    achievements: (input.awards ?? []).flatMap((award) =>
      award.title ? [award.summary ? `${award.title}: ${award.summary}` : award.title] : [],
    ),
  });
}
