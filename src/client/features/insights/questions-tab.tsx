import { FileText } from 'lucide-react';
import { type QuestionGroup, type ReplyKind, replyKindLabels } from '../../../shared/api/chat-questions';
import { AdminCard, Badge, EmptyState, ErrorRow, LoadingRow } from '../admin/admin-card';
import { formatDateTime } from '../admin/format';
import { useQuestionGroups } from './insights-api';

function Group({ group }: { group: QuestionGroup }) {
  const kinds = Object.entries(group.kinds) as [ReplyKind, number][];
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            {group.isContentGap ? <Badge tone="amber">Content gap</Badge> : null}
            <span className="font-medium text-slate-900 dark:text-white">“{group.question}”</span>
          </p>
          {group.variants.length > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Also asked as: {group.variants.map((variant) => `“${variant}”`).join(', ')}
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-right text-sm text-slate-700 dark:text-slate-200">
          <span className="text-lg font-bold tabular-nums">{group.count}</span>{' '}
          {group.count === 1 ? 'time' : 'times'}
          <br />
          <span className="text-xs text-slate-500 dark:text-slate-400">
            last <time dateTime={group.lastAskedAt}>{formatDateTime(group.lastAskedAt)}</time>
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {kinds.map(([kind, count]) => (
          <Badge key={kind} tone={kind === 'not-stated' ? 'amber' : kind === 'answer' ? 'green' : 'gray'}>
            {replyKindLabels[kind]}: {count}
          </Badge>
        ))}
        <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
          <FileText aria-hidden="true" className="h-3.5 w-3.5" />
          {group.isContentGap ? 'Answer it in' : 'Answered from'}{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            {group.contentFile.path}
          </code>
          ({group.contentFile.holds};{' '}
          <a
            href={group.contentFile.section}
            className="font-medium text-brand-700 hover:underline dark:text-accent-400"
          >
            see it on the site
          </a>
          )
        </span>
      </div>
    </li>
  );
}

/** What visitors ask the assistant, grouped by wording: the unanswered (content gaps) first. */
export function QuestionsTab({ isOpen }: { isOpen: boolean }) {
  const questions = useQuestionGroups(isOpen);
  const data = questions.data;
  const gaps = data?.groups.filter((group) => group.isContentGap).length ?? 0;
  return (
    <AdminCard title="What visitors ask">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Questions asked in the chat, grouped when worded alike, most asked first. A content gap is a question
        whose latest asking got "not stated": add the answer to the content file named beside it. Who asked is
        not kept; email addresses and phone numbers typed in are removed.
        {data
          ? ` ${data.total} questions kept, for ${data.retentionDays} days; ${gaps} content ${gaps === 1 ? 'gap' : 'gaps'}.`
          : ''}
      </p>
      {questions.isLoading ? <LoadingRow label="Loading questions..." /> : null}
      {questions.isError ? <ErrorRow error={questions.error} /> : null}
      {data && data.groups.length === 0 ? <EmptyState message="No questions asked yet" /> : null}
      {data && data.groups.length > 0 ? (
        <ul aria-label="Questions" className="divide-y divide-slate-200 dark:divide-slate-800">
          {data.groups.map((group) => (
            <Group key={`${group.question}-${group.lastAskedAt}`} group={group} />
          ))}
        </ul>
      ) : null}
    </AdminCard>
  );
}
