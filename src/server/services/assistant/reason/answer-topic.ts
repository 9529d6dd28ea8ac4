import { composeFromHits } from '../compose/describe-hits';
import { answerRoi } from '../compose/describe-items';
import {
  bullets,
  firstSentence,
  joinWords,
  lines,
  lowerFirst,
  quoteIfFirstPerson,
  withoutFinalStop,
} from '../compose/reply-text';
import type { Passage, SectionId } from '../knowledge/passages';
import { findEvidence } from '../retrieve/find-evidence';
import type { Topic } from '../understand/detect-topic';
import type { Question } from '../understand/read-question';
import { answerProfileTopic } from './answer-profile-topic';
import { answer, CONTACT_FORM, notStated, type PartAnswer, passagesOf, type Scope } from './part-answer';

const from = (scope: Scope, test: (passage: Passage) => boolean) => passagesOf(scope, test);
const bySection = (scope: Scope, section: SectionId) => from(scope, (passage) => passage.section === section);

/** "Which map does the location link open?": the map the Contact section links the place to, when asked. */
function mapLine(scope: Scope, question: Question): string | null {
  if (!/\b(map|maps|link|links|directions|openstreetmap)\b/.test(question.text)) return null;
  const { location, locationMapUrl } = scope.knowledge.content.contact;
  return `The Contact section links the ${location} to a map on ${new URL(locationMapUrl).hostname.replace(/^www\./, '')}: ${locationMapUrl}`;
}

export function answerTopic(scope: Scope, topic: Topic, question: Question): PartAnswer {
  const { content, firstName, ownerName } = scope.knowledge;
  const { profile, contact } = content;
  switch (topic) {
    case 'greeting':
    case 'identity':
      return {
        ...answer(
          `Hi! I'm the assistant on ${ownerName}'s site. I answer from what the site says: ${firstName}'s experience, projects, skills and certifications, and how to get in touch.`,
          [],
        ),
        kind: 'small-talk',
      };
    case 'thanks':
      return {
        ...answer(`You're welcome! Is there anything else you'd like to know about ${firstName}?`, []),
        kind: 'small-talk',
      };
    case 'rates':
      return notStated(
        scope,
        `The site doesn't publish ${firstName}'s rates, salary expectations or engagement terms.`,
      );
    case 'personal':
      return notStated(scope, `The site doesn't say: it covers ${firstName}'s professional background only.`);
    case 'availability':
      return notStated(scope, `The site doesn't say when ${firstName} could start.`);
    case 'reporting':
      return notStated(scope, `The site doesn't say who ${firstName} reported to.`);
    case 'relocation':
      return notStated(
        scope,
        `The site doesn't say whether ${firstName} would relocate or travel (${firstName} is based in the ${contact.location}).`,
      );
    case 'remote': {
      const flexible = content.roles.filter((role) => /remote|hybrid/i.test(role.location)).slice(0, 2);
      return answer(
        lines(
          `The site doesn't state a preference for remote, hybrid or on-site work; ${firstName} is based in the ${contact.location}.`,
          flexible.length > 0
            ? `Past roles include ${joinWords(flexible.map((role) => `${role.title} at ${role.company} (${role.location})`))}.`
            : null,
          `For specifics, use ${CONTACT_FORM}.`,
        ),
        ['contact', 'experience'],
        null,
        from(
          scope,
          (passage) =>
            passage.kind === 'contact' || (passage.source.kind === 'role' && passage.kind === 'title'),
        ),
      );
    }
    case 'resume':
      return answer(
        `${firstName}'s resume is a Word document you can download from the Contact section: /downloads/resume.docx`,
        ['contact'],
      );
    case 'roi':
      return answerRoi(scope, question.isYesNo);
    case 'contact': {
      // How soon a message is answered, where the content says it (the blog, in the owner's words).
      const reply = from(scope, (passage) => /\breply within\b/i.test(passage.text))[0];
      return answer(
        lines(
          `The quickest way to reach ${firstName} is ${CONTACT_FORM}.`,
          `You can also email ${contact.email}, call ${contact.phone}, or connect on LinkedIn: ${contact.linkedinUrl}`,
          reply ? `On replies, ${firstName} writes: ${quoteIfFirstPerson(reply.text)}` : null,
          mapLine(scope, question),
        ),
        ['contact'],
        null,
        from(scope, (passage) => passage.kind === 'contact'),
      );
    }
    case 'location':
      return answer(
        lines(`${firstName} is based in the ${contact.location}.`, mapLine(scope, question)),
        ['contact'],
        null,
        from(scope, (passage) => passage.kind === 'contact'),
      );
    case 'opportunities':
      return answer(
        lines(
          `${firstName} is ${lowerFirst(withoutFinalStop(profile.seeking))}.`,
          'Open to:',
          bullets(contact.opportunities),
          `To discuss one, use ${CONTACT_FORM}.`,
        ),
        ['contact', 'about'],
        null,
        from(scope, (passage) => passage.section === 'contact' && passage.kind === 'detail').concat(
          from(scope, (passage) => passage.text === profile.seeking),
        ),
      );
    case 'site': {
      const isSiteWord = (word: string) => /^(site|website|web|portfolio|page|this)$/.test(word);
      const about = question.concepts.filter((word) => !isSiteWord(word));
      const result =
        about.length > 0
          ? findEvidence(
              scope,
              question,
              (passage) => passage.section === 'blog' && passage.kind !== 'title',
              question.words.filter((word) => !isSiteWord(word)),
            )
          : null;
      if (result?.isStrong)
        return composeFromHits(
          scope,
          question,
          result.hits,
          `${firstName} describes this site in the blog post “${content.blog.title}”: ${content.blog.description} From the post:`,
        );
      return answer(
        lines(
          `${firstName} describes this site in the blog post “${content.blog.title}”: ${content.blog.description}`,
          firstSentence(content.blog.sections[1]?.paragraphs[0] ?? ''),
        ),
        ['blog'],
        { kind: 'item', source: { kind: 'blog' }, name: 'the blog' },
        bySection(scope, 'blog').slice(0, 4),
      );
    }
    default:
      return answerProfileTopic(scope, topic, question);
  }
}
