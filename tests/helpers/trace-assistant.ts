import type { AssistantReply } from '../../src/server/services/assistant/assistant';
import { compose } from '../../src/server/services/assistant/compose/compose';
import { NEW_CONVERSATION, nextConversation } from '../../src/server/services/assistant/conversation';
import type { Scope } from '../../src/server/services/assistant/reason/part-answer';
import { reason } from '../../src/server/services/assistant/reason/reason';
import { retrieve } from '../../src/server/services/assistant/retrieve/retrieve';
import { understand } from '../../src/server/services/assistant/understand/understand';
import { EVAL_DATE, knowledge } from './ask-assistant';

/**
 * Every stage's output for one question (asked on a fresh chat), as text: what was understood,
 * what was retrieved, what the reasoning decided and the reply. For finding where a new kind of
 * question goes wrong: `console.info(traceQuestion('Which role lasted longest?').text)`.
 */
export function traceQuestion(
  message: string,
  now = EVAL_DATE,
): { text: string; reply: AssistantReply | null } {
  const timeline = knowledge.timelineAt(now);
  const scope: Scope = { knowledge, timeline, facts: knowledge.factsAt(timeline) };
  const out: string[] = [`message: ${message}`];
  const understanding = understand(message, knowledge);
  if (understanding.kind !== 'questions') {
    out.push(`understand: ${understanding.kind}`);
    return { text: out.join('\n'), reply: null };
  }
  let conversation = NEW_CONVERSATION;
  const parts = understanding.questions.map((question, index) => {
    const { operation } = question;
    out.push(
      `understand [${index + 1}]: "${question.text}"`,
      `  intent: ask ${question.ask}${question.isYesNo ? ' (yes/no)' : ''}, relation ${question.relation ?? '-'}, reference ${question.reference?.kind ?? '-'}`,
      `  entities: ${question.mentions.map((mention) => JSON.stringify(mention.focus)).join('; ') || '-'}`,
      `  time: ${question.years.join(', ') || '-'}; quantity: ${question.amounts.map((amount) => amount.text).join(', ') || '-'}`,
      `  operation: ${operation ? `${operation.name} of ${operation.measure ?? 'dates'} (${operation.direction}) over ${operation.kind ?? 'the named things'}${operation.sides.length > 0 ? `; sides ${operation.sides.map((side) => `"${side.text}"`).join(' / ')}` : ''}` : '-'}`,
      `  concepts: ${question.concepts.join(', ') || '-'}; unknown: ${question.unknown.join(', ') || '-'}`,
    );
    const evidence = retrieve(scope, question, conversation);
    out.push(
      `retrieve: ${evidence.hits.length} passages (${evidence.isStrong ? 'strong' : 'weak'})`,
      ...evidence.hits
        .slice(0, 3)
        .map((hit) => `  ${hit.score.toFixed(2)} ${hit.passage.label}: ${hit.passage.text.slice(0, 80)}`),
      `  facts named: ${evidence.facts.map((fact) => fact.name).join('; ') || '-'}; last list: ${evidence.listed.length}`,
    );
    const part = reason(scope, question, evidence, conversation);
    out.push(
      `reason: ${part.kind}; about ${part.focus ? JSON.stringify(part.focus) : '-'}; lists ${part.list?.length ?? 0}; rests on ${part.evidence.length} passages`,
    );
    conversation = nextConversation(conversation, question.ask, part);
    return part;
  });
  const reply = compose(knowledge, parts, [message]);
  out.push(
    `compose: ${reply.kind}; sources ${reply.sources.map((source) => source.label).join(', ') || '-'}`,
    reply.text,
  );
  return { text: out.join('\n'), reply };
}
