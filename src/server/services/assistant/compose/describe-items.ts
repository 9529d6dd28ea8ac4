import { normalizeText } from '../../../../shared/text/normalize-words';
import { type Focus, isAbout } from '../knowledge/focus';
import type { PassageSource } from '../knowledge/passages';
import { formatWrittenDate } from '../knowledge/timeline';
import { answer, type PartAnswer, passagesOf, type Scope } from '../reason/part-answer';
import { firstSentence, lines } from './reply-text';

export function answerPerson(scope: Scope, index: number, isDateAsked = false): PartAnswer {
  const person = scope.knowledge.content.testimonials[index];
  if (!person) throw new Error(`no testimonial ${index}`);
  const focus: Focus = { kind: 'person', index };
  const evidence = passagesOf(scope, (passage) => isAbout(passage, focus));
  const isDated = /\d{4}/.test(person.dateOrTopic);
  const when = isDated ? `, dated ${person.dateOrTopic}` : ` (topic: ${person.dateOrTopic})`;
  const lead = `${person.name}, ${person.title} at ${person.employer}. ${person.relationship}.`;
  if (isDateAsked)
    return answer(
      isDated
        ? `${person.name}'s recommendation is dated ${person.dateOrTopic}.`
        : `${person.name}'s recommendation carries no date; its topic is ${person.dateOrTopic}.`,
      ['testimonials'],
      focus,
      evidence,
    );
  return answer(lines(lead, `Recommendation${when}: “${person.quote}”`), ['testimonials'], focus, evidence);
}

function credentialNote(scope: Scope, source: Extract<PassageSource, { kind: 'credential' }>): string | null {
  const category = scope.knowledge.content.skillCategories[source.index];
  const skill = category?.skills[source.item];
  if (!category || !skill || typeof skill === 'string') return null;
  const [code = ''] = normalizeText(skill.text).split(' ');
  return (
    category.details.highlights.find((highlight) => normalizeText(highlight).split(' ').includes(code)) ??
    null
  );
}

/** An award, publication, credential, the blog or the ROI calculator. */
export type ItemOptions = { isDateAsked?: boolean; isYesNo?: boolean };

export function answerItem(scope: Scope, source: PassageSource, options: ItemOptions = {}): PartAnswer {
  const { isDateAsked = false } = options;
  const { content, firstName } = scope.knowledge;
  const { featured, guestArticle, officePost, recognition } = content.awards;
  const focus: Focus = { kind: 'item', source, name: '' };
  const evidence = passagesOf(scope, (passage) => isAbout(passage, focus));
  switch (source.kind) {
    case 'award': {
      const text = {
        recognition: `${firstName} was named a ${recognition.title} ${recognition.honor.toLowerCase()} in ${recognition.date}. ${recognition.description}`,
        video: `${firstName} is featured in the video series “${featured.title}” by ${featured.publisher}, posted on ${featured.post.date}. ${firstSentence(featured.description)}`,
        article: `${firstName} wrote the guest article “${guestArticle.title}” for ${guestArticle.publication} (${guestArticle.date}). Its point: “${firstSentence(guestArticle.paragraphs[0] ?? '')}”`,
        'office-post': `The post “${officePost.title}” (${officePost.date}): “${firstSentence(officePost.paragraphs[0] ?? '')}”`,
      }[source.item];
      return answer(text, ['awards'], focus, evidence);
    }
    case 'credential': {
      const skill = content.skillCategories[source.index]?.skills[source.item];
      const name = typeof skill === 'string' ? skill : (skill?.text ?? '');
      const note = credentialNote(scope, source);
      return answer(
        lines(`${firstName}'s credentials include ${name}.`, note ? `${note}.`.replace(/\.\.$/, '.') : null),
        ['skills'],
        focus,
        evidence,
      );
    }
    case 'blog': {
      const published = formatWrittenDate(content.blog.publishedAt);
      if (isDateAsked)
        return answer(
          `The blog post “${content.blog.title}” was published on ${published}.`,
          ['blog'],
          focus,
          evidence,
        );
      return answer(
        `The blog post “${content.blog.title}” (published ${published}) is a short case study of this site: ${content.blog.description}`,
        ['blog'],
        focus,
        evidence,
      );
    }
    case 'roi':
      return answerRoi(scope, options.isYesNo);
    default:
      return answer('', [], null);
  }
}

export function answerRoi(scope: Scope, isYesNo = false): PartAnswer {
  const evidence = passagesOf(scope, (passage) => passage.source.kind === 'roi');
  const description = evidence
    .map((passage) => passage.text)
    .slice(0, 2)
    .join(' ');
  return answer(
    lines(
      `${isYesNo ? 'Yes: the' : 'The'} ROI Calculator section of this page (the Business Value Calculator) estimates the return on an IT investment from your own figures.`,
      description ? `From the blog: “${description}”` : null,
    ),
    ['roi-calculator'],
    { kind: 'item', source: { kind: 'roi' }, name: 'the ROI Calculator' },
    evidence,
  );
}
