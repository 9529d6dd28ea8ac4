import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildFeedEvents } from '../src/server/services/jobs/calendar-feed-events';
import { loadFeedRows } from '../src/server/services/jobs/calendar-feed-repository';
import { buildCalendarFeed } from '../src/server/services/jobs/ics';
import { extractJobPosting } from '../src/server/services/jobs/job-posting/extract-job-posting';
import { nextPageUrl } from '../src/shared/api/paging';
import { POSTING_LAYOUTS, readPostingsIn, renderPostingPage } from '../tests/helpers/posting-pages';
import { signInAsOwner } from '../tests/helpers/test-app';
import { openBenchApp } from './listing';

type Row = { figure: string; value: string; budget: string };

const SIZE = 10_000;
const RUNS = 15;
const SEARCH_ROUNDS = 5;
/** Words an owner types: a rare company, common words, two words, a place, an accent, two letters, nothing. */
const SEARCHES = [
  'fabrikam',
  'director',
  'it director',
  'remote',
  'zürich',
  'referral',
  'ops',
  'qx',
  'northwind 42',
  'no such thing',
];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], share: number) =>
  sorted(values)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)] ?? 0;
const listed = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/**
 * 10,000 applications of one owner, spread like a long search: many companies and places, the
 * five statuses, sources, notes; a stage history for each; interviews for 8% (about 650 in the last
 * year) and follow-up days for 400 open ones, so the calendar feed holds about 1,000 events.
 */
export async function seed(db: Awaited<ReturnType<typeof openBenchApp>>['test']['database'], userId: string) {
  await db.rows(sql`
    insert into job_applications (user_id, company, position, location, status, source, notes,
                                  applied_date, updated_at, next_step_date, next_step_action)
    select ${userId},
      (array['Fabrikam','Contoso','Northwind','Adatum','Litware','Tailspin','Wingtip','Proseware','Woodgrove','Zürich Re'])[1 + n % 10] || ' ' || (n % 211),
      (array['IT Director','Director of IT Operations','Head of IT','VP Infrastructure','IT Ops Manager','CISO'])[1 + n % 6],
      (array['Remote','Austin, TX','Denver, CO','Toronto, ON','London, UK','Zürich'])[1 + n % 6],
      (array['pending','pending','rejected','interview','offer','withdrawn','rejected','pending'])[1 + n % 8],
      (array['LinkedIn','Referral','Company site','Indeed','Recruiter',null])[1 + n % 6],
      case when n % 7 = 0 then 'Referral from a former colleague; follow up in two weeks' else null end,
      timestamptz '2026-11-20' - ((n % 700) || ' days')::interval,
      timestamptz '2026-11-20' - ((n % 690) || ' hours')::interval,
      case when n % 25 = 0 then timestamptz '2026-12-01' + ((n % 60) || ' days')::interval end,
      case when n % 25 = 0 then 'Follow up with the recruiter' end
    from generate_series(1, ${SIZE}) as n`);
  await db.rows(sql`
    insert into job_application_events (application_id, type, status, title, event_date, created_at)
    select id, 'created', 'pending', 'Applied', applied_date, applied_date from job_applications`);
  await db.rows(sql`
    insert into job_application_events (application_id, type, status, title, event_date, created_at)
    select id, 'status', status, 'Status changed', applied_date + ((id % 30) || ' days')::interval,
           applied_date + ((id % 30) || ' days')::interval
    from job_applications where status <> 'pending'`);
  await db.rows(sql`
    insert into job_application_events (application_id, type, title, event_date, created_at, time_zone, duration_minutes)
    select id, 'interview', 'Panel interview', timestamptz '2026-06-01' + ((id % 300) || ' days')::interval,
           applied_date + ((id % 10) || ' days')::interval, 'America/New_York', 45
    from job_applications where id % 50 in (1, 2, 3, 4)`);
  await db.rows(sql`analyze`);
}

/** Board, search, list pages, feed and funnel at 10,000 applications, on one database. */
export async function benchJobTracker(label: string, databaseUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const { test, drop } = await openBenchApp(databaseUrl);
  try {
    const owner = await signInAsOwner(test);
    await seed(test.database, owner.userId);
    const get = (url: string) => test.app.inject({ method: 'GET', url, headers: owner.headers });
    const at = `${SIZE.toLocaleString('en-US')} applications [${label}]`;

    const board = [];
    for (let run = 0; run < RUNS; run++) board.push(await timed(() => get('/api/job/board')));
    const bytes = board[0]?.result.body.length ?? 0;
    const boardMs = board.map((run) => run.ms);
    rows.push({
      figure: `board first load, ${at}`,
      value: `${median(boardMs).toFixed(1)} ms median, ${(bytes / 1024).toFixed(0)} kB (runs ${listed(boardMs)})`,
      budget: '< 150 ms and < 200 kB',
    });

    const searchMs: number[] = [];
    const perQuery: string[] = [];
    for (const words of SEARCHES) {
      const runs: number[] = [];
      let found = 0;
      for (let round = 0; round < SEARCH_ROUNDS; round++) {
        const { ms, result } = await timed(() => get(`/api/job/applications?q=${encodeURIComponent(words)}`));
        runs.push(ms);
        found = (result.json() as unknown[]).length;
      }
      searchMs.push(...runs);
      perQuery.push(`"${words}" ${found} shown: ${listed(runs)}`);
    }
    rows.push({
      figure: `search p95 over ${SEARCHES.length} searches × ${SEARCH_ROUNDS}, ${at}`,
      value: `${percentile(searchMs, 0.95).toFixed(1)} ms p95, ${median(searchMs).toFixed(1)} ms median; ${perQuery.join('; ')}`,
      budget: '< 100 ms p95',
    });

    const pages: Record<string, number[]> = { first: [], tenth: [], fiftieth: [] };
    for (let run = 0; run < 5; run++) {
      let reply = await timed(() => get('/api/job/applications'));
      pages.first?.push(reply.ms);
      for (let page = 2; page <= 50; page++) {
        const next = nextPageUrl((reply.result.headers.link as string | undefined) ?? null);
        if (!next) break;
        reply = await timed(() => get(next));
        if (page === 10) pages.tenth?.push(reply.ms);
        if (page === 50) pages.fiftieth?.push(reply.ms);
      }
    }
    rows.push({
      figure: `list page 1 / 10 / 50, ${at}`,
      value: Object.entries(pages)
        .map(([name, runs]) => `${name} ${median(runs).toFixed(1)} ms (runs ${listed(runs)})`)
        .join('; '),
      budget: 'flat (page 50 as fast as page 1)',
    });

    const funnel = [];
    for (let run = 0; run < 5; run++) funnel.push((await timed(() => get('/api/job/funnel'))).ms);
    rows.push({
      figure: `funnel, ${at}`,
      value: `${median(funnel).toFixed(1)} ms (runs ${listed(funnel)})`,
      budget: '-',
    });

    const issued = await test.app.inject({
      method: 'POST',
      url: '/api/job/calendar-feed',
      headers: owner.headers,
    });
    const feedPath = (issued.json() as { path: string }).path;
    const feed = [];
    for (let run = 0; run < RUNS; run++)
      feed.push(await timed(() => test.app.inject({ method: 'GET', url: feedPath })));
    const events = (feed[0]?.result.body.match(/BEGIN:VEVENT/g) ?? []).length;
    const feedMs = feed.map((run) => run.ms);
    const { applications, interviews } = await loadFeedRows(
      test.database.db,
      owner.userId,
      new Date('2025-11-26'),
    );
    const writeMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      writeMs.push(
        (
          await timed(async () =>
            buildCalendarFeed({
              name: 'Job search',
              events: buildFeedEvents(applications, interviews, 'example.com'),
              stamp: new Date(),
            }),
          )
        ).ms,
      );
    }
    rows.push({
      figure: `calendar feed of ${events.toLocaleString('en-US')} events, whole request / writing it [${label}]`,
      value: `${median(feedMs).toFixed(1)} ms (runs ${listed(feedMs)}) / ${median(writeMs).toFixed(1)} ms (runs ${listed(writeMs)})`,
      budget: '< 100 ms for 1,000 events',
    });

    // The search as it was (strpos over concat_ws, no index), for comparison.
    const before: number[] = [];
    for (const words of ['fabrikam', 'director', 'no such thing']) {
      before.push(
        (
          await timed(() =>
            test.database.rows(sql`select id from job_applications where user_id = ${owner.userId}
              and strpos(translate(lower(concat_ws(' ', company, position, location, notes, source, salary, next_step_action)), 'áàâäãåāçćčéèêëēėęíìîïīįñńóòôöõøōśšúùûüūýÿžźż', 'aaaaaaaccceeeeeeeiiiiiinnoooooooossuuuuuyyzzz'), ${words}) > 0
              order by applied_date desc, id desc limit 51`),
          )
        ).ms,
      );
    }
    rows.push({
      figure: `the former search query (no index) for 3 searches, ${at}`,
      value: `runs ${listed(before)} ms`,
      budget: '-',
    });
  } finally {
    await drop();
  }
  return rows;
}

/** The posting reader on the corpus pages without JSON-LD, and on one large script-built page. */
export function benchPostingReader(): Row[] {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/corpus/jobs');
  const pages = readPostingsIn(dir).flatMap((posting) =>
    POSTING_LAYOUTS.map((layout) => renderPostingPage(posting, layout, { jsonLd: false })),
  );
  const perPage: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const body of pages) {
      perPage.push(
        (() => {
          const started = performance.now();
          extractJobPosting({ url: 'https://jobs.example.com/1', contentType: 'text/html', body });
          return performance.now() - started;
        })(),
      );
    }
  }
  const paragraph = `<p>${'Run the help desk and keep laptops patched. '.repeat(20)}</p>`;
  const card =
    '<div class="card"><svg><path d="M0 0L1 1"/></svg><a href="/x">Other job</a><span>Remote</span></div>';
  const large = `<html><head><title>Large | Co</title><script>${'x'.repeat(400_000)}</script></head><body>${card.repeat(4000)}<main>${paragraph.repeat(60)}</main></body></html>`;
  const largeMs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    extractJobPosting({ url: 'https://jobs.example.com/1', contentType: 'text/html', body: large });
    largeMs.push(performance.now() - started);
  }
  return [
    {
      figure: `posting reader (Readability over linkedom), ${pages.length} corpus pages × 3`,
      value: `${median(perPage).toFixed(1)} ms median, ${percentile(perPage, 0.95).toFixed(1)} ms p95`,
      budget: '-',
    },
    {
      figure: `posting reader, a ${(large.length / 1e6).toFixed(1)} MB script-built page (on its own thread in the server)`,
      value: `${median(largeMs).toFixed(0)} ms (runs ${listed(largeMs)})`,
      budget: '-',
    },
  ];
}

// Run alone: `npx tsx bench/job-tracker.ts` (DATABASE_URL adds PostgreSQL); `npm run bench` runs it too.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = [...benchPostingReader(), ...(await benchJobTracker('PGlite'))];
  if (process.env.DATABASE_URL) rows.push(...(await benchJobTracker('PostgreSQL', process.env.DATABASE_URL)));
  for (const row of rows) process.stdout.write(`${row.figure}\n  ${row.value}\n  budget: ${row.budget}\n`);
}
