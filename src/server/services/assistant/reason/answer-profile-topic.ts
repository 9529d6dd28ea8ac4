import { describeRoleLine, newestFirst, roleAt } from '../compose/describe-roles';
import { bullets, firstSentence, joinWords, lines, withoutFinalStop } from '../compose/reply-text';
import type { AwardItem, Passage, SectionId } from '../knowledge/passages';
import { employerOf } from '../knowledge/timeline';
import type { Topic } from '../understand/detect-topic';
import type { Question } from '../understand/read-question';
import { answer, notStated, type PartAnswer, passagesOf, type Scope } from './part-answer';

/** Topics that gather the owner's profile from several places: credentials, awards, the timeline, skills. */

const from = (scope: Scope, test: (passage: Passage) => boolean) => passagesOf(scope, test);
const bySection = (scope: Scope, section: SectionId) => from(scope, (passage) => passage.section === section);

function credentials(scope: Scope) {
  return scope.knowledge.content.skillCategories.flatMap((category) =>
    category.skills.flatMap((skill) => (typeof skill === 'string' ? [] : [skill.text])),
  );
}
const isEducation = (text: string) =>
  /\b(mba|degree|bachelor|master|phd|doctor|universit|college|diploma)/i.test(text);

export function composeCurrent(scope: Scope): PartAnswer {
  const current = newestFirst(
    scope,
    scope.timeline.ordered.filter((role) => role.span.isCurrent).map((role) => role.index),
  );
  const indexes = current.length > 0 ? current : [scope.timeline.ordered.at(-1)?.index ?? 0];
  return answer(
    lines(
      `Right now ${scope.knowledge.firstName} is:`,
      bullets(
        indexes.map(
          (index) =>
            `${describeRoleLine(scope, index)}: ${withoutFinalStop(firstSentence(roleAt(scope, index).details.description))}`,
        ),
      ),
    ),
    ['experience'],
    { kind: 'roles', indexes },
    from(
      scope,
      (passage) =>
        passage.source.kind === 'role' && indexes.includes(passage.source.index) && passage.kind === 'title',
    ),
  );
}

export function answerProfileTopic(scope: Scope, topic: Topic, question: Question): PartAnswer {
  const { content, firstName, ownerName } = scope.knowledge;
  const { profile } = content;
  switch (topic) {
    case 'certifications':
    case 'education': {
      const all = credentials(scope);
      const education = all.filter(isEducation);
      const certifications = all.filter((text) => !isEducation(text));
      const school = /\b(which|what|where)\b.{0,30}\b(universit\w*|school|college)\b/.test(question.text);
      const text = lines(
        `${firstName}'s education: ${joinWords(education)}.`,
        `Certifications:\n${bullets(certifications)}`,
      );
      const evidence = from(scope, (passage) => passage.source.kind === 'credential');
      if (school) return notStated(scope, "The site doesn't say which school or university.");
      // "The first one" after this reply is the first certification listed (or the degree, when asked for education).
      const shown = scope.facts
        .byKind('credential')
        .filter((fact) => topic === 'education' || !isEducation(fact.name))
        .flatMap((fact) => (fact.focus ? [fact.focus] : []));
      return { ...answer(text, ['skills'], null, evidence), list: shown };
    }
    case 'awards':
    case 'publications': {
      const { featured, guestArticle, officePost, recognition } = content.awards;
      const award = `${recognition.title}: ${recognition.honor} (${recognition.date})`;
      const writing = [
        `Guest article “${guestArticle.title}” in ${guestArticle.publication} (${guestArticle.date})`,
        `Featured video series “${featured.title}” by ${featured.publisher} (${featured.post.date})`,
        `Post “${officePost.title}” (${officePost.date})`,
      ];
      const items = topic === 'awards' ? [award, ...writing] : [...writing, award];
      const order: AwardItem[] =
        topic === 'awards'
          ? ['recognition', 'article', 'video', 'office-post']
          : ['article', 'video', 'office-post', 'recognition'];
      const covered = content.projects
        .filter((project) => project.articleUrl)
        .map((project) => project.title);
      const isPress = /\b(press|news|coverage|covered|media)\b/.test(question.text) && covered.length > 0;
      const why = question.ask === 'why' ? `The award recognised this: ${recognition.description}` : null;
      return {
        ...answer(
          lines(
            `${firstName}'s recognition and publications:`,
            bullets(items),
            why,
            isPress ? `News articles cover these projects: ${joinWords(covered)} (see Projects).` : null,
          ),
          isPress ? ['awards', 'projects'] : ['awards'],
          // "When did he get it?" after "what award has he won?": the award.
          topic === 'awards'
            ? { kind: 'item', source: { kind: 'award', item: 'recognition' }, name: recognition.title }
            : null,
          bySection(scope, 'awards').filter((passage) => passage.kind === 'title'),
        ),
        list: order.map((item) => ({ kind: 'item', source: { kind: 'award', item }, name: item })),
      };
    }
    case 'testimonials':
      return {
        list: content.testimonials.map((_, index) => ({ kind: 'person', index })),
        ...answer(
          lines(
            `What colleagues say about ${firstName}:`,
            bullets(
              content.testimonials.map(
                (person) =>
                  `${person.name}, ${person.title} at ${person.employer}: “${firstSentence(person.quote)}”`,
              ),
            ),
          ),
          ['testimonials'],
          null,
          bySection(scope, 'testimonials'),
        ),
      };
    case 'industries': {
      const employers = scope.timeline.employers.slice().reverse();
      return answer(
        lines(
          `${firstName}'s employers, newest first:`,
          bullets(
            employers.map(
              (employer) =>
                `${employer.name}: ${withoutFinalStop(firstSentence(roleAt(scope, employer.roles.at(-1) ?? 0).details.description))}`,
            ),
          ),
        ),
        ['experience'],
        null,
        from(scope, (passage) => passage.source.kind === 'role' && passage.kind === 'detail'),
      );
    }
    case 'years': {
      const years = profile.stats.find((stat) => /year/i.test(stat.label));
      const first = scope.timeline.ordered[0];
      return answer(
        lines(
          years ? `${firstName} has ${years.value} years of experience.` : firstSentence(profile.pitch),
          first ? `The Career Timeline starts with ${describeRoleLine(scope, first.index)}.` : null,
        ),
        ['about', 'experience'],
        null,
        from(scope, (passage) => passage.section === 'about' && passage.kind === 'metric'),
      );
    }
    case 'projects':
      return {
        ...answer(
          lines(
            `The page shows ${content.projects.length} of ${firstName}'s projects (${profile.stats.find((stat) => /project/i.test(stat.label))?.value ?? 'many'} led in total):`,
            bullets(content.projects.map((project) => `${project.title}: ${project.subtitle}`)),
          ),
          ['projects'],
          null,
          from(scope, (passage) => passage.source.kind === 'project' && passage.kind === 'title'),
        ),
        list: content.projects.map((_, index) => ({ kind: 'project', index })),
      };
    case 'career': {
      const indexes = newestFirst(
        scope,
        scope.timeline.ordered.map((role) => role.index),
      );
      return {
        list: indexes.map((index) => ({ kind: 'roles', indexes: [index] })),
        ...answer(
          lines(
            `${firstName}'s Career Timeline lists ${indexes.length} roles at ${scope.timeline.employers.length} employers, newest first:`,
            bullets(
              indexes.map(
                (index) =>
                  `${roleAt(scope, index).title}, ${roleAt(scope, index).company} (${roleAt(scope, index).period})`,
              ),
            ),
          ),
          ['experience'],
          null,
          from(scope, (passage) => passage.source.kind === 'role' && passage.kind === 'title'),
        ),
      };
    }
    case 'competencies':
      return answer(
        lines(`${firstName}'s core competencies:`, bullets(profile.competencies)),
        ['about'],
        null,
        from(scope, (passage) => passage.text.startsWith('Core competency')),
      );
    case 'focus':
      return answer(
        `${firstName}'s current focus: ${joinWords(profile.currentFocus)}.`,
        ['about'],
        null,
        from(scope, (passage) => passage.text.startsWith('Current focus')),
      );
    case 'skills':
      return answer(
        lines(
          `${firstName}'s expertise, by area:`,
          bullets(
            content.skillCategories.map(
              (category) =>
                `${category.title}: ${category.skills
                  .slice(0, 4)
                  .map((skill) => (typeof skill === 'string' ? skill : skill.text))
                  .join(', ')}`,
            ),
          ),
          'Ask about any skill or technology for details.',
        ),
        ['skills'],
        null,
        bySection(scope, 'skills')
          .filter((passage) => passage.kind === 'skill')
          .slice(0, 12),
      );
    case 'highlights': {
      const [first] = content.skillCategories;
      return answer(
        lines(
          `${firstName}'s headline results: ${profile.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ')}. Highlights:`,
          bullets(first?.details.highlights ?? []),
        ),
        ['about', 'skills'],
        null,
        from(scope, (passage) => passage.section === 'about' && passage.kind === 'metric'),
      );
    }
    case 'title':
    case 'pitch':
    case 'about': {
      const current = composeCurrent(scope);
      const roles = current.focus?.kind === 'roles' ? current.focus.indexes : [];
      return answer(
        lines(
          `${ownerName} is a ${profile.title}. In ${firstName}'s words: “${firstSentence(profile.pitch)}”`,
          topic !== 'title'
            ? `Key numbers: ${profile.stats.map((stat) => `${stat.value} ${stat.label}`).join(', ')}.`
            : null,
          roles.length > 0
            ? `Currently: ${joinWords(roles.map((index) => `${roleAt(scope, index).title} at ${employerOf(roleAt(scope, index).company)}`))}.`
            : null,
        ),
        ['about'],
        null,
        bySection(scope, 'about').slice(0, 6),
      );
    }
    default:
      return notStated(scope, "I don't know that: the site doesn't cover it.");
  }
}
