import { sql } from 'drizzle-orm';
import { nextPageUrl } from '../src/shared/api/paging';
import { signInAsOwner } from '../tests/helpers/test-app';
import { openBenchApp } from './listing';

type Row = { figure: string; value: string; budget: string };

const SIZES = [1_000, 10_000, 100_000];
const TRIES = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spread = (values: number[]) => `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;

/**
 * The inbox and the analytics page as they grow (docs/decisions/0120, 0122): the inbox's first and
 * tenth page, a status filter, a search and the unread count over 1,000 to 100,000 messages; the
 * analytics summary over 1,000 to 100,000 visits spread on 90 days, referred by 2,000 sites.
 */
export async function benchInsights(label: string, databaseUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const { test, drop } = await openBenchApp(databaseUrl);
  try {
    const owner = await signInAsOwner(test);
    const timeGet = async (url: string): Promise<{ ms: number[]; link: string | null }> => {
      const ms: number[] = [];
      let link: string | null = null;
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const started = performance.now();
        const reply = await test.app.inject({ method: 'GET', url, headers: owner.headers });
        ms.push(performance.now() - started);
        if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
        link = nextPageUrl((reply.headers.link as string | undefined) ?? null);
      }
      return { ms, link };
    };
    const describe = (ms: number[]) => `${median(ms).toFixed(1)} ms (${spread(ms)})`;

    let messages = 0;
    let visits = 0;
    for (const size of SIZES) {
      // Messages a year apart at most, one in 20 unread, statuses mixed, one in 100 about Kubernetes.
      await test.database.rows(sql`
        insert into contacts (first_name, last_name, email, company, opportunity_type, message, created_at, read_at, status)
        select 'Sender' || n, 'Visitor', 'sender' || n || '@example.com', 'Company ' || (n % 997),
               (array['consulting','fulltime','advisory','other'])[1 + n % 4],
               case when n % 100 = 0 then 'We run Kubernetes at scale and need an IT lead.' else 'We would like to talk about a role.' end,
               timestamptz '2026-01-01' + (n || ' minutes')::interval,
               case when n % 20 = 0 then null else timestamptz '2026-06-01' end,
               (array['new','replied','in-discussion','won','closed'])[1 + n % 5]
        from generate_series(${messages + 1}::int, ${size}::int) as n`);
      messages = size;
      await test.database.rows(sql`
        insert into analytics_daily (day, kind, label, count)
        select day, kind, label, count(*) from (
          select current_date - (n % 90) as day, v.kind, v.label
          from generate_series(${visits + 1}::int, ${size}::int) as n
          cross join lateral (values
            ('pageview', case when n % 10 = 0 then '/blog' else '/' end),
            ('visitor', ''),
            ('referrer', case when n % 5 < 2 then '' else 'site-' || (n % 2000) || '.example' end),
            ('section', (array['hero','about','awards','experience','skills','projects','testimonials','roi-calculator','contact'])[1 + n % 9]),
            ('panel', (array['experience','skills','projects'])[1 + n % 3])
          ) as v(kind, label)
        ) as counted
        group by day, kind, label
        on conflict (day, kind, label) do update set count = analytics_daily.count + excluded.count`);
      visits = size;
      await test.database.rows(sql`analyze contacts`);
      await test.database.rows(sql`analyze analytics_daily`);
      const [{ count: dailyRows } = { count: 0 }] = await test.database.rows<{ count: number }>(
        sql`select count(*)::int as count from analytics_daily`,
      );

      const first = await timeGet('/api/contacts');
      let next = first.link;
      for (let page = 1; page < 9 && next; page++) next = (await timeGet(next)).link;
      const tenth = next ? await timeGet(next) : { ms: [Number.NaN] };
      const status = await timeGet('/api/contacts?status=won');
      const search = await timeGet('/api/contacts?q=kubernetes');
      const nothing = await timeGet('/api/contacts?q=zeppelin');
      const common = await timeGet('/api/contacts?q=talk');
      const unread = await timeGet('/api/contacts/unread-count');
      const count = size.toLocaleString('en-US');
      rows.push(
        {
          figure: `inbox first / tenth page, ${count} messages [${label}]`,
          value: `${describe(first.ms)} / ${describe(tenth.ms)}`,
          budget: size === 100_000 ? 'flat: first page < 20 ms' : '-',
        },
        {
          figure: `inbox status filter / unread count, ${count} messages [${label}]`,
          value: `${describe(status.ms)} / ${describe(unread.ms)}`,
          budget: '-',
        },
        {
          figure: `inbox search, a word in 1% / in none / in 99%, ${count} messages [${label}]`,
          value: `${describe(search.ms)} / ${describe(nothing.ms)} / ${describe(common.ms)}`,
          budget: size === 100_000 ? 'first page < 100 ms (GIN index)' : '-',
        },
      );
      const ninety = await timeGet('/api/analytics/summary?days=90');
      const seven = await timeGet('/api/analytics/summary?days=7');
      rows.push({
        figure: `analytics summary 90 / 7 days, ${count} visits (${Number(dailyRows).toLocaleString('en-US')} daily rows) [${label}]`,
        value: `${describe(ninety.ms)} / ${describe(seven.ms)}`,
        budget: size === 100_000 ? 'flat' : '-',
      });
    }
  } finally {
    await drop();
  }
  return rows;
}
