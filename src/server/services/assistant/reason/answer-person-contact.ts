import type { Question } from '../understand/read-question';
import { notStated, type PartAnswer, type Scope } from './part-answer';

const CONTACT_DETAILS =
  /\b(phone|mobile|cell|number|e ?mail|email address|address|contact details|whatsapp|reach (him|her|them))\b/;

/**
 * "What's Jordan Ellis's mobile number?": the site gives the people who recommend Alex by name,
 * title and profile link only. Their own phone or e-mail is not on it, said in one sentence.
 */
export function answerPersonContact(scope: Scope, question: Question): PartAnswer | null {
  const people = question.mentions.flatMap(({ focus }) =>
    focus.kind === 'person' ? [scope.knowledge.content.testimonials[focus.index]] : [],
  );
  const [person] = people;
  if (!person || people.length !== 1 || !CONTACT_DETAILS.test(question.text)) return null;
  return notStated(
    scope,
    `The site doesn't list ${person.name}'s phone number or e-mail; it links only to their profile (${person.profileUrl}).`,
  );
}
