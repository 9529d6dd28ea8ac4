import { parseArgs } from 'node:util';
import { applyMigrations } from '../db/migrate';
import { resetOwnerPassword } from '../services/auth/local-accounts';
import { fail, loadConfigOrExit, openConfiguredDatabaseOrExit } from '../startup';

const USAGE = `Usage: npm run owner -- reset-password [--username NAME] [--password PASSWORD]

  reset-password   sets a new password for the local owner account (a random one unless
                   --password is given), prints it once and signs that account out everywhere
                   (sessions and admin tokens).`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { username: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals[0] !== 'reset-password' || positionals.length !== 1) fail(USAGE);

  const config = loadConfigOrExit();
  const { database, release } = await openConfiguredDatabaseOrExit(config, {
    // PGlite belongs to one process: the running server holds the lock.
    lockedHint: 'Stop the server first, then run this command again.',
  });
  try {
    await applyMigrations(database);
    const reset = await resetOwnerPassword(database.db, config, {
      username: values.username,
      password: values.password,
    });
    const generated = values.password === undefined;
    process.stdout.write(
      [
        `Password reset for "${reset.username}"; ${reset.revokedSessions} session(s) signed out.`,
        generated ? `  new one-time password ${reset.password} (shown once; change it in the tools)` : '',
        config.modes.signIn === 'oidc'
          ? '  note: OIDC_ISSUER_URL is set, so the site signs in through OpenID Connect, not this password.'
          : '',
      ]
        .filter(Boolean)
        .join('\n')
        .concat('\n'),
    );
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
    release();
  }
}

void main();
