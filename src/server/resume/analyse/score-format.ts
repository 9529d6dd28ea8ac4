import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { item, type ScorePart, share, sumItems } from './score-items';
import { allBullets, countWordsIn } from './text-stats';

export const SUMMARY_WORDS = { min: 30, max: 110 } as const;
export const RECENT_ROLE_BULLETS = { min: 3, max: 7 } as const;
export const OLDER_ROLE_BULLETS = 4;
const RECENT_ROLE_COUNT = 3;

/** Format (25): a summary of the right size, a usable skills list, complete roles, bullets in proportion, consistency. */
export function scoreFormat(resume: ParsedResume): ScorePart {
  const summaryWords = countWordsIn(resume.summary);
  const summary =
    (summaryWords > 0 ? 3 : 0) +
    (summaryWords >= SUMMARY_WORDS.min && summaryWords <= SUMMARY_WORDS.max
      ? 2
      : summaryWords > 0 && summaryWords <= 160
        ? 1
        : 0);

  const skillCount = resume.skills.length;
  const skills =
    skillCount >= 6 && skillCount <= 30
      ? 5
      : skillCount > 30 && skillCount <= 40
        ? 3.5
        : skillCount > 40
          ? 2
          : skillCount > 0
            ? 2.5
            : 0;

  const roles = resume.experience;
  const complete = roles.filter((role) => role.title && role.company && role.startDate).length;
  const completeness = roles.length ? complete / roles.length : 0;

  const proportionate = roles.filter((role, index) =>
    index < RECENT_ROLE_COUNT
      ? role.bullets.length >= RECENT_ROLE_BULLETS.min && role.bullets.length <= RECENT_ROLE_BULLETS.max
      : role.bullets.length <= OLDER_ROLE_BULLETS,
  ).length;
  const proportion = roles.length ? proportionate / roles.length : 0;

  const bullets = allBullets(resume);
  const keys = bullets.map((bullet) => bullet.toLowerCase().replace(/\W+/g, ' ').trim());
  const duplicates = keys.length - new Set(keys).size;
  const withStop = bullets.filter((bullet) => /[.!]$/.test(bullet.trim())).length;
  const stopShare = bullets.length ? withStop / bullets.length : 0;
  const consistentStops = stopShare <= 0.1 || stopShare >= 0.9;
  const hasCredentials = resume.education.length > 0 || resume.certifications.length > 0;
  const consistency = (duplicates === 0 ? 2 : 0) + (consistentStops ? 1.5 : 0.5) + (hasCredentials ? 1.5 : 0);

  return sumItems([
    item(
      'Professional summary',
      summary,
      5,
      summaryWords
        ? `${summaryWords} words (${SUMMARY_WORDS.min}-${SUMMARY_WORDS.max} reads best).`
        : 'No summary.',
    ),
    item('Skills section', skills, 5, `${skillCount} skills (6-30 reads best).`),
    item(
      'Complete roles',
      5 * completeness,
      5,
      `${complete} of ${roles.length} roles have a title, employer and start date.`,
    ),
    item(
      'Bullets in proportion',
      5 * share(proportion, 1),
      5,
      `${proportionate} of ${roles.length} roles have ${RECENT_ROLE_BULLETS.min}-${RECENT_ROLE_BULLETS.max} bullets (recent) or at most ${OLDER_ROLE_BULLETS} (older).`,
    ),
    item(
      'Consistency',
      consistency,
      5,
      `${duplicates ? `${duplicates} repeated bullet(s); ` : ''}${consistentStops ? 'consistent' : 'mixed'} full stops; ${hasCredentials ? 'education or certifications listed' : 'no education or certifications'}.`,
    ),
  ]);
}
