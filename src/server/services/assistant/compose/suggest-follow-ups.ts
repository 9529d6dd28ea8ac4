import { normalizeText } from '../../../../shared/text/normalize-words';
import type { Knowledge } from '../knowledge/knowledge';
import type { PartAnswer } from '../reason/part-answer';

/**
 * Two questions a visitor might ask next, about what the last answer was about. Each is one
 * the assistant answers from the content; questions already asked in the chat are skipped.
 */
export function suggestFollowUps(
  knowledge: Knowledge,
  last: PartAnswer | null,
  asked: readonly string[],
): string[] {
  const { firstName, content } = knowledge;
  const focus = last?.focus ?? null;
  const general = [
    `What kind of roles is ${firstName} looking for?`,
    `How can I get in touch with ${firstName}?`,
    `What projects has ${firstName} led?`,
    `What is ${firstName} doing now?`,
  ];
  const candidates: string[] = [];
  if (last?.kind === 'answer' && focus) {
    switch (focus.kind) {
      case 'roles':
        candidates.push(
          `How long was ${firstName} there?`,
          `What did ${firstName} achieve there?`,
          'What came before that?',
          'What came after that?',
        );
        break;
      case 'project':
        candidates.push('Which role was that in?', 'What were the challenges?', 'What were the results?');
        break;
      case 'person':
        candidates.push('And the other recommendation?', `What do people say about ${firstName}?`);
        break;
      case 'item':
        candidates.push(`What awards has ${firstName} received?`, `Has ${firstName} written anything?`);
        break;
    }
  } else if (last?.kind === 'answer') {
    const [project] = content.projects;
    const sections = new Set(last.sections);
    if (sections.has('experience'))
      candidates.push(`What was ${firstName}'s first job?`, 'Which role lasted the longest?');
    if (sections.has('projects') && project)
      candidates.push(`Tell me about the ${project.title}`, 'Which project saved the most money?');
    if (sections.has('skills'))
      candidates.push(`When will ${firstName} finish the MBA?`, `What projects has ${firstName} led?`);
    if (sections.has('awards') || sections.has('testimonials'))
      candidates.push(`Has ${firstName} written anything?`, `What do people say about ${firstName}?`);
    if (sections.has('about'))
      candidates.push(`What is ${firstName} doing now?`, `What certifications does ${firstName} hold?`);
  }
  const seen = new Set(asked.map(normalizeText));
  const picked: string[] = [];
  for (const question of [...candidates, ...general]) {
    const key = normalizeText(question);
    // The widget opens the game for any message that mentions a game or playing.
    if (seen.has(key) || /game|play/i.test(question)) continue;
    seen.add(key);
    picked.push(question);
    if (picked.length === 2) break;
  }
  return picked;
}
