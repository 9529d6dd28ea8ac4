import { skillText } from './build-facts';
import type { Knowledge } from './build-index';
import { normalizeText, STOP_WORDS } from './normalize-text';
import { bullets, firstSentence, joinWords, lines, pointTo, withoutFinalStop } from './reply-parts';

const EDUCATION_ITEM =
  /\b(mba|degree|bachelor\w*|master\w*|phd|doctor\w*|universit\w*|college|diploma|b\.?sc?|m\.?sc?)\b/i;
const CERTIFICATION_WORDS = new Set(
  'certification certifications certificate certificates certified credential credentials qualification qualifications hold holds held have has got earned list which any him his professional accredited'.split(
    ' ',
  ),
);
const CREDENTIALS_SECTION = 'Education & Certifications card in the Technical Expertise section';

const formatStats = (knowledge: Knowledge): string =>
  knowledge.content.profile.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ');

function findCredentials(knowledge: Knowledge) {
  const category =
    knowledge.content.skillCategories.find((candidate) => /certif|education/i.test(candidate.title)) ??
    knowledge.content.skillCategories[knowledge.content.skillCategories.length - 1];
  const items = (category?.skills ?? []).map(skillText);
  return {
    category,
    education: items.filter((item) => EDUCATION_ITEM.test(item)),
    certifications: items.filter((item) => !EDUCATION_ITEM.test(item)),
  };
}

export function composeAbout(knowledge: Knowledge, isDetailed = false): string {
  const { profile } = knowledge.content;
  if (isDetailed) return lines(...profile.summary, pointTo(['Executive Summary']));
  return lines(
    `${knowledge.ownerName} is a ${profile.title}. In ${knowledge.firstName}'s words: “${profile.pitch}”`,
    `Key numbers: ${formatStats(knowledge)}.`,
    pointTo(['Executive Summary']),
  );
}

export function composeYears(knowledge: Knowledge): string {
  const { profile, roles } = knowledge.content;
  const years = profile.stats.find((stat) => /year/i.test(stat.label));
  const oldest = roles[roles.length - 1];
  const lead = years
    ? `${knowledge.firstName} has ${years.value} ${years.label.toLowerCase().replace(/^years\s+(?!of)/, 'years of ')}.`
    : firstSentence(profile.pitch);
  return lines(
    lead,
    oldest
      ? `The Career Timeline starts with ${oldest.title} at ${oldest.company} (${oldest.period}).`
      : null,
    pointTo(['Career Timeline']),
  );
}

function composeCredentialDetail(knowledge: Knowledge): string {
  const { category } = findCredentials(knowledge);
  return lines(
    `More on ${knowledge.firstName}'s education and certifications:`,
    bullets(category?.details.highlights ?? []),
    `See the ${CREDENTIALS_SECTION} for more.`,
  );
}

export function composeCertifications(
  knowledge: Knowledge,
  normalizedQuestion: string,
  isDetailed = false,
): string {
  if (isDetailed) return composeCredentialDetail(knowledge);
  const { category, education, certifications } = findCredentials(knowledge);
  const listed = normalizeText(category?.skills.map(skillText).join(' ') ?? '');
  const asked = normalizedQuestion
    .split(' ')
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !CERTIFICATION_WORDS.has(word));
  const missing = asked.filter((word) => !listed.includes(word));
  const named = asked.filter((word) => listed.includes(word));
  const lead =
    missing.length > 0 && named.length === 0
      ? `I don't see ${joinWords(missing.map((word) => (word.length <= 5 ? word.toUpperCase() : word)))} among ${knowledge.firstName}'s certifications. The ones listed are:`
      : `${named.length > 0 ? 'Yes. ' : ''}${knowledge.firstName}'s certifications:`;
  return lines(
    lead,
    bullets(certifications),
    education.length > 0 ? `Education: ${joinWords(education)}.` : null,
    `See the ${CREDENTIALS_SECTION} for more.`,
  );
}

export function composeEducation(knowledge: Knowledge, isDetailed = false): string {
  if (isDetailed) return composeCredentialDetail(knowledge);
  const { category, education, certifications } = findCredentials(knowledge);
  const notes = (category?.details.highlights ?? []).filter((highlight) => EDUCATION_ITEM.test(highlight));
  const lead =
    education.length > 0
      ? `${knowledge.firstName}'s education: ${joinWords(education)}.`
      : `The site doesn't list a degree for ${knowledge.firstName}.`;
  return lines(
    [lead, ...notes.map((note) => `${withoutFinalStop(note)}.`)].join(' '),
    certifications.length > 0 ? `Certifications: ${joinWords(certifications)}.` : null,
    `See the ${CREDENTIALS_SECTION} for more.`,
  );
}

export function composeSkills(knowledge: Knowledge, isDetailed = false): string {
  const categories = knowledge.content.skillCategories;
  return lines(
    `${knowledge.firstName}'s expertise, by area:`,
    bullets(
      categories.map((category) =>
        isDetailed
          ? `${category.title}: ${category.details.highlights.slice(0, 2).map(withoutFinalStop).join('; ')}`
          : `${category.title}: ${category.skills.slice(0, 4).map(skillText).join(', ')}`,
      ),
    ),
    `${pointTo(['Technical Expertise'])} You can also ask about a specific skill or technology.`,
  );
}

export function composeHighlights(knowledge: Knowledge): string {
  const [first] = knowledge.content.skillCategories;
  return lines(
    `${knowledge.firstName}'s headline results: ${formatStats(knowledge)}. Highlights:`,
    bullets(first?.details.highlights.slice(0, 4) ?? []),
    pointTo(['Executive Summary', 'Projects']),
  );
}

export function composeAwards(knowledge: Knowledge, isDetailed = false): string {
  const { featured, guestArticle, officePost, recognition } = knowledge.content.awards;
  const items = [
    `${recognition.title}: ${recognition.honor} (${recognition.date})${isDetailed ? `. ${recognition.description}` : ''}`,
    `Featured video series “${featured.title}” (${featured.publisher})${isDetailed ? `. ${firstSentence(featured.description)}` : ''}`,
    `Guest article “${guestArticle.title}” in ${guestArticle.publication} (${guestArticle.date})`,
    `Post: “${officePost.title}” (${officePost.date})`,
  ];
  return lines(
    `${knowledge.firstName}'s recognition and publications:`,
    bullets(items),
    pointTo(['Awards & Publications']),
  );
}

export function composeTestimonials(knowledge: Knowledge, isDetailed = false): string {
  return lines(
    `What colleagues say about ${knowledge.firstName}:`,
    bullets(
      knowledge.content.testimonials.map(
        (testimonial) =>
          `${testimonial.name}, ${testimonial.title} at ${testimonial.employer}: “${isDetailed ? testimonial.quote : firstSentence(testimonial.quote)}”`,
      ),
    ),
    pointTo(['Testimonials']),
  );
}
