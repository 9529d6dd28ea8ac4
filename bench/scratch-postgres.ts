import { createScratchPostgresUrl } from '../tests/helpers/test-database';

/**
 * Runs `task` against a new, empty database on the PostgreSQL server of `serverUrl`, dropped
 * afterwards: the bench never depends on (or changes) what the given database already holds,
 * such as an owner account with another password.
 */
export async function withScratchPostgres<T>(
  serverUrl: string,
  task: (url: string) => Promise<T>,
): Promise<T> {
  process.env.TEST_DATABASE_URL = serverUrl;
  const scratch = await createScratchPostgresUrl();
  try {
    return await task(scratch.url);
  } finally {
    await scratch.drop();
  }
}
