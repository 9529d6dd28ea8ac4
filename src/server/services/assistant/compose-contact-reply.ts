import type { Knowledge } from './build-index';
import { normalizeText } from './normalize-text';
import { bullets, composeUnknown, lines, pointTo, splitSentences } from './reply-parts';

const CONTACT_FORM = 'the contact form in the Contact section';

export function composeGreeting(knowledge: Knowledge): string {
  return `Hi! I'm the assistant on ${knowledge.ownerName}'s site. Ask me about ${knowledge.firstName}'s experience, projects, skills and certifications, or how to get in touch.`;
}

export function composeThanks(knowledge: Knowledge): string {
  return `You're welcome! Is there anything else you'd like to know about ${knowledge.firstName}?`;
}

export function composeLocation(knowledge: Knowledge): string {
  return lines(
    `The site lists ${knowledge.firstName}'s location as ${knowledge.content.contact.location}.`,
    pointTo(['Contact']),
  );
}

/** Only what the content says: the location and how past roles were set up, never a preference. */
export function composeRemote(knowledge: Knowledge): string {
  const { contact, roles } = knowledge.content;
  const flexible = roles.filter((role) => /remote|hybrid/i.test(role.location)).slice(0, 2);
  return lines(
    `The site doesn't say whether ${knowledge.firstName} prefers remote, hybrid or on-site work. ${knowledge.firstName}'s location is listed as ${contact.location}.`,
    flexible.length > 0
      ? `The Career Timeline includes ${flexible.map((role) => `${role.title} at ${role.company}, listed as ${role.location}`).join(', and ')}.`
      : null,
    `For specifics, please ask through ${CONTACT_FORM}.`,
  );
}

export function composeRelocation(knowledge: Knowledge): string {
  return composeUnknown(
    knowledge,
    `I don't know: the site doesn't say whether ${knowledge.firstName} would relocate or travel. ${knowledge.firstName}'s location is listed as ${knowledge.content.contact.location}.`,
  );
}

export function composeOpportunities(knowledge: Knowledge): string {
  const { profile, contact } = knowledge.content;
  const seeking = /^seeking\b/i.test(profile.seeking)
    ? `${knowledge.firstName} is ${profile.seeking.charAt(0).toLowerCase()}${profile.seeking.slice(1)}`
    : `In ${knowledge.firstName}'s words: “${profile.seeking}”`;
  return lines(
    seeking,
    `${knowledge.firstName} is open to:`,
    bullets(contact.opportunities),
    `To discuss an opportunity, use ${CONTACT_FORM}.`,
  );
}

export function composeContact(knowledge: Knowledge): string {
  const { email, phone, linkedinUrl } = knowledge.content.contact;
  return lines(
    `The quickest way to reach ${knowledge.firstName} is ${CONTACT_FORM}.`,
    `You can also email ${email}, call ${phone}, or connect on LinkedIn: ${linkedinUrl}`,
  );
}

export function composeResume(knowledge: Knowledge): string {
  return lines(
    `${knowledge.firstName}'s resume is a Word document you can download from the Contact section ("Download Resume (Word)"): /downloads/resume.docx`,
    `For anything more, ${CONTACT_FORM} reaches ${knowledge.firstName} directly.`,
  );
}

export function composeRates(knowledge: Knowledge): string {
  return composeUnknown(
    knowledge,
    `I don't have ${knowledge.firstName}'s rates, salary expectations or engagement terms: the site doesn't publish them.`,
  );
}

const ARCHITECTURE_WORDS = ['server', 'database', 'fallback', 'offline'];
const SITE_WORDS = new Set(
  'site website web portfolio blog built build made stack tech how does work what this the'.split(' '),
);

/** How the site is built, quoted from the blog post rather than described from outside knowledge. */
export function composeSite(knowledge: Knowledge, normalizedQuestion = ''): string {
  const { blog } = knowledge.content;
  const sentences = blog.sections.flatMap((section) => section.paragraphs.flatMap(splitSentences));
  const asked = normalizedQuestion.split(' ').filter((word) => word.length > 2 && !SITE_WORDS.has(word));
  const about = (words: readonly string[]) =>
    sentences.filter((sentence) => words.some((word) => normalizeText(sentence).split(' ').includes(word)));
  const relevant = about(asked);
  const quoted = (relevant.length > 0 ? relevant : about(ARCHITECTURE_WORDS)).slice(0, 3);
  return lines(
    `${knowledge.firstName} describes the site in the blog post “${blog.title}”: “${blog.description}”`,
    quoted.length > 0 ? `From the post: “${quoted.join(' ')}”` : null,
    pointTo(['blog']),
  );
}
