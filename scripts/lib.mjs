// Shared by start, test and build. Plain Node with no dependencies: it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(target) {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestIn(path.join(target, entry)));
  return newest;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the manifests. */
export function ensureDependencies() {
  const installedAt = mtime(path.join(root, 'node_modules', '.package-lock.json'));
  const declaredAt = Math.max(
    mtime(path.join(root, 'package.json')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (installedAt > 0 && installedAt >= declaredAt) return;
  process.stdout.write('Installing dependencies (npm install)...\n');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

const BUILD_INPUTS = [
  'src',
  'content',
  'scripts/build.mjs',
  'scripts/first-paint.mjs',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
];
export const buildStamp = path.join(root, 'dist', '.build-stamp');

export function isBuildStale() {
  const builtAt = mtime(buildStamp);
  if (builtAt === 0) return true;
  return BUILD_INPUTS.some((input) => newestIn(path.join(root, input)) > builtAt);
}

/** Builds when the build is missing or older than any source. */
export function ensureBuild() {
  if (!isBuildStale()) return;
  process.stdout.write('Building the site...\n');
  run(process.execPath, [path.join(root, 'scripts', 'build.mjs')]);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Finds Chromium for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * installing Debian's package when running as root. Returns the path or stops with how-to.
 */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    process.stderr.write(`CHROMIUM_PATH=${configured} does not exist; point it at a Chromium binary.\n`);
    process.exit(1);
  }
  const debian = '/usr/bin/chromium';
  if (existsSync(debian)) return debian;
  if (!isRoot()) {
    process.stderr.write(
      'Chromium is needed for the browser tests: run `sudo apt-get install chromium` or set CHROMIUM_PATH.\n',
    );
    process.exit(1);
  }
  process.stdout.write("Installing Debian's chromium package for the browser tests...\n");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(debian)) {
    process.stderr.write('apt-get installed chromium but /usr/bin/chromium is missing; set CHROMIUM_PATH.\n');
    process.exit(1);
  }
  return debian;
}
