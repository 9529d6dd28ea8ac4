import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BackupTarget, createBackup, restoreBackup } from '../backup/backup';
import { fail, loadConfigOrExit } from '../startup';

const USAGE = `Usage:
  npm run backup [-- --out DIR]        writes a restorable dump (default DIR: $DATA_DIR/backups)
  npm run restore -- FILE              brings a dump back (with PGlite, stop the server first)`;

async function main() {
  const config = loadConfigOrExit();
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const [command, file] = positionals;
  const target: BackupTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.dataDir };

  if (command === 'backup') {
    const written = await createBackup(
      target,
      path.resolve(values.out ?? path.join(config.dataDir, 'backups')),
    );
    process.stdout.write(`Backup written to ${written}\n`);
  } else if (command === 'restore' && file) {
    await restoreBackup(target, path.resolve(file));
    process.stdout.write(`Restored ${file}\n`);
  } else {
    fail(USAGE);
  }
}

main().catch((error: Error) => fail(error.message));
