import type { ContentFile } from '../../../shared/api/chat-questions';
import { wordingKeyOf } from './wording-key';

type Topic = ContentFile & { words: string };

/**
 * Where the answer to a question would be written: the content file, what it holds and the page
 * section it appears in. A question goes to the file whose words it shares most; profile.ts, which
 * says who the owner is, when it shares none. Ties go to the earlier file: a named skill is a
 * surer sign than the word "experience".
 */
const TOPICS: Topic[] = [
  {
    path: 'content/contact.ts',
    holds: 'email, phone, location and the opportunities sought',
    section: '/#contact',
    words:
      'contact email phone call reach location live based city relocate remote hybrid available availability ' +
      'salary rate rates fee fees price pricing cost hire hiring start notice opportunity opportunities looking seeking interested',
  },
  {
    path: 'content/skills.ts',
    holds: 'skills, certifications and education',
    section: '/#skills',
    words:
      'skill skills expertise technical technology technologies tools certification certifications certified cissp ' +
      'degree education mba university school study studied cloud aws azure security network networking ' +
      'language languages speak spoken fluent programming',
  },
  {
    path: 'content/roles.ts',
    holds: 'the career timeline: roles, employers, dates and responsibilities',
    section: '/#experience',
    words:
      'experience role roles job jobs career work worked working employer employers company companies manager ' +
      'managed team teams years year current previous position title founder consultant history responsibilities',
  },
  {
    path: 'content/projects.ts',
    holds: 'the six projects with their challenges and outcomes',
    section: '/#projects',
    words:
      'project projects achievement achievements result results outcome outcomes delivered implementation migration ' +
      'crm okr integration acquisition savings saved cost cut initiative portfolio',
  },
  {
    path: 'content/awards.ts',
    holds: 'awards, publications, articles and the video series',
    section: '/#awards',
    words:
      'award awards recognition honor honoree publication publications article articles wrote written video press media speaker',
  },
  {
    path: 'content/testimonials.ts',
    holds: 'the recommendations from colleagues',
    section: '/#testimonials',
    words:
      'testimonial testimonials recommendation recommendations reference references colleague colleagues feedback say review reviews',
  },
  {
    path: 'content/blog.ts',
    holds: 'the case study about how this site was built',
    section: '/blog',
    words: 'site website built build blog chatbot assistant ai game particles calculator',
  },
];

const DEFAULT_TOPIC: ContentFile = {
  path: 'content/profile.ts',
  holds: 'who the owner is: headline, pitch, summary, competencies and current focus',
  section: '/#about',
};

const topicStems = TOPICS.map((topic) => ({
  file: { path: topic.path, holds: topic.holds, section: topic.section },
  stems: new Set(wordingKeyOf(topic.words).split(' ')),
}));

/** The content file a question (by its wording key) belongs to. */
export function findContentFile(wordingKey: string): ContentFile {
  const stems = wordingKey.split(' ').filter(Boolean);
  let best: { file: ContentFile; shared: number } = { file: DEFAULT_TOPIC, shared: 0 };
  for (const topic of topicStems) {
    const shared = stems.filter((stem) => topic.stems.has(stem)).length;
    if (shared > best.shared) best = { file: topic.file, shared };
  }
  return best.file;
}
