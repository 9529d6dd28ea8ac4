import type { BoardCard } from '../../../shared/api/job-board';
import { type FollowUpState, followUpLabels } from '../../../shared/jobs/follow-ups';
import type { MailAddress, OutgoingMail } from '../../platform/mail/mailer';

export type DueFollowUp = Pick<
  BoardCard,
  'id' | 'company' | 'position' | 'nextStepAction' | 'nextStepDate'
> & {
  followUp: FollowUpState;
};

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const toOneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function describeLine(item: DueFollowUp): string {
  const action = item.nextStepAction ? toOneLine(item.nextStepAction) : 'Follow up';
  const day = item.nextStepDate?.slice(0, 10) ?? '';
  return `${followUpLabels[item.followUp]}: ${toOneLine(item.position)} at ${toOneLine(item.company)}: ${action} (${day})`;
}

/** The morning email: each due or overdue next step on a line, and a link to the tracker. */
export function composeFollowUpDigest(
  due: readonly DueFollowUp[],
  context: { day: string; from: string; to: MailAddress | string; publicUrl: string; now: Date },
): OutgoingMail {
  const overdue = due.filter((item) => item.followUp === 'overdue').length;
  const subject = `Follow-ups for ${context.day}: ${due.length} due${overdue ? ` (${overdue} overdue)` : ''}`;
  const trackerUrl = new URL('/tools/job', context.publicUrl).toString();
  const lines = due.map(describeLine);
  const replyTo = typeof context.to === 'string' ? { name: '', address: context.to } : { ...context.to };
  return {
    from: context.from,
    to: context.to,
    replyTo,
    subject,
    text: [`Next steps due on ${context.day}:`, '', ...lines.map((line) => `- ${line}`), '', trackerUrl].join(
      '\n',
    ),
    html: `<p>Next steps due on ${escapeHtml(context.day)}:</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(trackerUrl)}">Open the job tracker</a></p>`,
    messageId: `<follow-up-digest-${context.day}@${new URL(context.publicUrl).hostname}>`,
    date: context.now,
  };
}
