import { Briefcase, Mail, MailOpen, Reply, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import {
  findOpportunityLabel,
  type InboxMessage,
  LEAD_NOTE_MAX,
  type LeadStatus,
} from '../../../shared/api/contacts';
import { clientRoutes } from '../../../shared/client-routes';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { AdminCard } from '../admin/admin-card';
import { describeError, formatDateTime } from '../admin/format';
import { CONTROL_BASE_CLASS, CONTROL_CLASS } from '../jobs/form-controls';
import { useConvertLead, useUpdateMessage } from './inbox-api';
import { STATUS_OPTIONS } from './lead-status';
import { replyMailto } from './reply-mailto';

const DELIVERY_WORDS = { pending: 'being sent', sent: 'sent', failed: 'not delivered' } as const;

/** One message in full, with what the owner does about it: status, note, reply, application. */
export function MessageDetail({ message }: { message: InboxMessage }) {
  const update = useUpdateMessage();
  const convert = useConvertLead();
  const [note, setNote] = useState(message.note ?? '');
  const noteId = useId();
  const statusId = useId();
  // Another message selected, or this one changed elsewhere: the note box follows the stored note.
  useEffect(() => setNote(message.note ?? ''), [message.note]);

  const change = (changes: Parameters<typeof update.mutate>[0]['changes'], success: string) =>
    update.mutate(
      { id: message.id, changes },
      {
        onSuccess: () => toast({ title: success }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Update failed', description: describeError(error) }),
      },
    );
  const name = `${message.firstName} ${message.lastName}`;
  const canConvert = message.status === 'won' && message.applicationId === null;

  return (
    <AdminCard className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {message.company ?? 'No company given'} · {findOpportunityLabel(message.opportunityType)}
          </p>
          <p className="text-sm">
            <a
              className="text-brand-700 hover:underline dark:text-accent-400"
              href={`mailto:${message.email}`}
            >
              {message.email}
            </a>
          </p>
        </div>
        <div className="text-right text-xs text-slate-500 dark:text-slate-400">
          <p>
            Received <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
          {message.deliveryStatus ? <p>Email to you {DELIVERY_WORDS[message.deliveryStatus]}</p> : null}
        </div>
      </div>

      <blockquote className="rounded-lg border-l-4 border-brand-500 bg-slate-50 p-4 whitespace-pre-wrap text-slate-800 dark:bg-slate-950 dark:text-slate-100">
        {message.message}
      </blockquote>

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Status
          </label>
          <select
            id={statusId}
            value={message.status}
            disabled={update.isPending}
            onChange={(event) => change({ status: event.target.value as LeadStatus }, 'Status updated')}
            className={CONTROL_BASE_CLASS}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button asChild variant="primary">
          <a href={replyMailto(message)}>
            <Reply aria-hidden="true" className="h-4 w-4" /> Reply by email
          </a>
        </Button>
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            message.readAt
              ? change({ isRead: false }, 'Marked as unread')
              : change({ isRead: true }, 'Marked as read')
          }
        >
          {message.readAt ? (
            <Mail aria-hidden="true" className="h-4 w-4" />
          ) : (
            <MailOpen aria-hidden="true" className="h-4 w-4" />
          )}
          {message.readAt ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </div>

      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          change({ note }, 'Note saved');
        }}
      >
        <label htmlFor={noteId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Private note
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={LEAD_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Only you see this: who referred them, what was agreed, next step..."
          className={CONTROL_CLASS}
        />
        <div>
          <Button
            type="submit"
            variant="outline"
            disabled={update.isPending || note === (message.note ?? '')}
          >
            <Save aria-hidden="true" className="h-4 w-4" /> Save note
          </Button>
        </div>
      </form>

      <div className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
        {message.applicationId !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-200">
            <Briefcase aria-hidden="true" className="h-4 w-4" /> This lead is application #
            {message.applicationId}.
            <Link
              href={clientRoutes.job}
              className="font-medium text-brand-700 hover:underline dark:text-accent-400"
            >
              Open Job Application Tools
            </Link>
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-600 dark:text-slate-300">
              {canConvert
                ? 'Won: track the engagement with the job applications.'
                : 'A won lead can become a job application, with its company and your note.'}
            </p>
            <Button
              variant="outline"
              disabled={!canConvert || convert.isPending}
              onClick={() =>
                convert.mutate(message.id, {
                  onSuccess: (result) =>
                    toast({
                      title: 'Application created',
                      description: `${message.company ?? name} is application #${result.applicationId}.`,
                    }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Could not create the application',
                      description: describeError(error),
                    }),
                })
              }
            >
              <Briefcase aria-hidden="true" className="h-4 w-4" /> Create job application
            </Button>
          </div>
        )}
      </div>
    </AdminCard>
  );
}
