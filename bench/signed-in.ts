import { startServer } from '../tests/support/server-process';
import { signIn } from './http';
import { withScratchPostgres } from './scratch-postgres';
import { compareThroughput } from './throughput';

type Row = { figure: string; value: string; budget: string };

/**
 * Signed-in `GET /api/auth/user` on the embedded database against the same route on
 * PostgreSQL: both servers run at once and are loaded in turn for three rounds, so a slow
 * moment of the machine hits both. Without DATABASE_URL there is nothing to compare with.
 */
export async function benchSignedIn(env: Record<string, string>, password: string): Promise<Row[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return [];
  return withScratchPostgres(serverUrl, (databaseUrl) => compareSignedIn(env, password, databaseUrl));
}

async function compareSignedIn(
  env: Record<string, string>,
  password: string,
  databaseUrl: string,
): Promise<Row[]> {
  const embedded = await startServer({ env });
  const postgres = await startServer({ env: { ...env, DATABASE_URL: databaseUrl } });
  try {
    const results = await compareThroughput([
      {
        name: 'PGlite',
        url: `${embedded.url}/api/auth/user`,
        options: { headers: { cookie: await signIn(embedded.url, password) } },
      },
      {
        name: 'PostgreSQL',
        url: `${postgres.url}/api/auth/user`,
        options: { headers: { cookie: await signIn(postgres.url, password) } },
      },
    ]);
    const [onPglite, onPostgres] = results;
    const runs = (result: (typeof results)[number] | undefined) =>
      (result?.runs ?? []).map((run) => run.rps).join(', ');
    const share = Math.round(((onPglite?.medianRps ?? 0) / Math.max(onPostgres?.medianRps ?? 0, 1)) * 100);
    return [
      {
        figure: 'signed-in GET /api/auth/user, PGlite as a share of PostgreSQL',
        value: `${share}% (PGlite ${onPglite?.medianRps} req/s, runs ${runs(onPglite)}; PostgreSQL ${onPostgres?.medianRps} req/s, runs ${runs(onPostgres)})`,
        budget: '>= 70%',
      },
    ];
  } finally {
    await embedded.stop();
    await postgres.stop();
  }
}
