import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync, Copy } from 'lucide-react';
import { useState } from 'react';
import {
  type CalendarFeedLink,
  calendarFeedLinkSchema,
  calendarFeedStatusSchema,
  formatFeedLinks,
} from '../../../shared/api/job-calendar-feed';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { describeApiError } from './api-error';

const FEED_KEY = ['/api/job/calendar-feed'] as const;

function useCalendarFeed() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: FEED_KEY,
    queryFn: () => apiRequest('GET', '/api/job/calendar-feed', undefined, calendarFeedStatusSchema),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: FEED_KEY });
  const issue = useMutation({
    mutationFn: () => apiRequest('POST', '/api/job/calendar-feed', undefined, calendarFeedLinkSchema),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/job/calendar-feed'),
    onSettled: refresh,
  });
  return { status, issue, revoke };
}

const fail = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: describeApiError(error) });

function FeedLink({ link }: { link: CalendarFeedLink }) {
  // The address the owner reaches the site at is the one their calendar app can reach too.
  const { webUrl, webcalUrl } = formatFeedLinks(window.location.origin, link.path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webUrl);
      toast({ title: 'Link copied' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Select the link and copy it yourself.',
      });
    }
  };
  return (
    <div className="mt-3 grid gap-2">
      <label htmlFor="calendar-feed-link" className="text-sm font-medium text-slate-800 dark:text-slate-100">
        Your private calendar link (shown once)
      </label>
      <div className="flex gap-2">
        <input
          id="calendar-feed-link"
          readOnly
          value={webUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        />
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" className="h-4 w-4" /> Copy
        </Button>
      </div>
      <a href={webcalUrl} className="text-sm font-medium text-brand-700 underline dark:text-accent-400">
        Subscribe in your calendar app
      </a>
    </div>
  );
}

/**
 * The calendar subscription (0112): interviews and follow-up days in the owner's own calendar app,
 * kept up to date. The link holds a secret; making a new one stops the old one.
 */
export function CalendarFeedCard() {
  const { status, issue, revoke } = useCalendarFeed();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const isActive = status.data?.isActive ?? false;
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="calendar-feed-heading"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <CalendarSync aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-accent-400" /> Calendar
        subscription
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Interviews and follow-up days in your calendar app, updated when they change. Anyone with the link can
        read it: keep it to yourself.
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-feed-state>
        {status.isLoading
          ? 'Checking...'
          : isActive
            ? `A link is active, made ${new Date(status.data?.createdAt ?? '').toLocaleDateString()}.`
            : 'No link yet.'}
      </p>
      {link ? <FeedLink link={link} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={isActive ? 'outline' : 'primary'}
          disabled={issue.isPending}
          onClick={() =>
            issue.mutate(undefined, { onSuccess: setLink, onError: fail('Could not make a calendar link') })
          }
        >
          {isActive ? 'Make a new link' : 'Make a calendar link'}
        </Button>
        {isActive ? (
          <Button
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setLink(null);
                  toast({ title: 'Calendar link turned off' });
                },
                onError: fail('Could not turn off the calendar link'),
              })
            }
          >
            Turn off the link
          </Button>
        ) : null}
      </div>
    </section>
  );
}
