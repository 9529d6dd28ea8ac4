import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';
import { startServer } from '../tests/support/server-process';
import { benchAssistant } from './assistant';
import { benchAttackMemory } from './attack-memory';
import { benchBeaconLighthouse, measureBeaconSize } from './beacon';
import { benchFastPath } from './fast-path';
import { formatLoad, measureLoad, signIn } from './http';
import { benchInsights } from './insights';
import { benchJobTracker, benchPostingReader } from './job-tracker';
import { runLighthouse } from './lighthouse';
import { reportLighthouseMobile } from './lighthouse-mobile';
import { benchListing } from './listing';
import { measureScriptsWithoutInteraction } from './page-script-weight';
import { benchPreviews } from './previews';
import { benchResume } from './resume';
import { benchResumeParsing } from './resume-corpus';
import { benchResumeFit } from './resume-fit';
import { benchResumeFormats, formatFigure } from './resume-formats';
import { benchResumeTemplates } from './resume-templates';
import { withScratchPostgres } from './scratch-postgres';
import { benchSignedIn } from './signed-in';

type Row = { figure: string; value: string; budget: string };

const clientDir = path.join(root, 'dist', 'client');

/** Gzip bytes of the JavaScript and CSS that index.html loads before any interaction. */
function initialAssetBytes(): { js: number; css: number } {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  let js = 0;
  let css = 0;
  for (const [, ref, kind] of refs) {
    const bytes = gzipSync(readFileSync(path.join(clientDir, ref ?? ''))).length;
    if (kind === 'js') js += bytes;
    else css += bytes;
  }
  return { js, css };
}

const BENCH_PASSWORD = 'bench owner password';
const BENCH_ENV = { OWNER_PASSWORD: BENCH_PASSWORD, TRUST_PROXY: 'true' };

async function timeStart(dataDir?: string, env: Record<string, string> = BENCH_ENV) {
  const startedAt = performance.now();
  const server = await startServer(dataDir ? { dataDir, env } : { env });
  return { server, ms: performance.now() - startedAt };
}

const rows: Row[] = [];

/** Prints the table of figures gathered so far. */
function printRows(): void {
  const width = Math.max(...rows.map((row) => row.figure.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  process.stdout.write(`\n${'figure'.padEnd(width)}  ${'measured'.padEnd(valueWidth)}  budget\n`);
  for (const row of rows)
    process.stdout.write(`${row.figure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  ${row.budget}\n`);
}

// `npm run bench -- lighthouse`: only the public pages' Lighthouse rounds against the anchors.
if (process.argv.includes('lighthouse')) {
  const { server } = await timeStart();
  rows.push(
    ...(await reportLighthouseMobile(server.url, {
      templateUrl: process.env.BENCH_ANCHOR_URL,
      astroUrl: process.env.BENCH_ASTRO_URL,
    })),
  );
  await server.stop();
  printRows();
  process.exit(0);
}
const { js, css } = initialAssetBytes();
rows.push({
  figure: 'JS on / before interaction, in the HTML (gzip)',
  value: `${(js / 1024).toFixed(1)} kB`,
  budget: '<= 30 kB',
});
rows.push({
  figure: 'CSS requests on / (gzip; the styles are inlined)',
  value: `${(css / 1024).toFixed(1)} kB`,
  budget: '0 kB',
});
rows.push(measureBeaconSize(clientDir));

rows.push(...(await benchAssistant()));

const resume = await benchResume();
rows.push(...(await benchResumeParsing()));
rows.push({
  figure: 'resume: match analysis',
  value: `${resume.analyseMs.toFixed(0)} ms`,
  budget: '< 100 ms',
});
rows.push({
  figure: 'resume: tailor with its iterations',
  value: `${resume.tailorMs.toFixed(0)} ms`,
  budget: '< 300 ms',
});

rows.push(...(await benchResumeFit()));

const formats = await benchResumeFormats();
rows.push(
  { figure: 'resume: write the site resume as PDF', value: formatFigure(formats.writePdf), budget: '-' },
  { figure: 'resume: write the site resume as Word', value: formatFigure(formats.writeDocx), budget: '-' },
  { figure: 'resume: parse the site resume as .doc', value: formatFigure(formats.parseDoc), budget: '< 1 s' },
  {
    figure: 'resume: JSON Resume sample import → export',
    value: formatFigure(formats.jsonRoundTrip),
    budget: '-',
  },
  {
    figure: 'resume: JSON Resume sample round trip lossless',
    value: String(formats.jsonLossless),
    budget: 'true',
  },
);

rows.push(...(await benchResumeTemplates()));

const previews = await benchPreviews();
rows.push({
  figure: 'preview card (satori + resvg)',
  value: `${previews.cardMs.toFixed(0)} ms`,
  budget: '< 500 ms',
});
rows.push({
  figure: 'preview screenshot per platform (Chromium)',
  value:
    previews.chromiumMsPerPlatform === null
      ? 'no Chromium'
      : `${previews.chromiumMsPerPlatform.toFixed(0)} ms`,
  budget: '< 3 s',
});
rows.push({
  figure: 'all six previews in the background',
  value: `${previews.allSixMs.toFixed(0)} ms`,
  budget: '< 20 s',
});

/** The server's resident size once it has sat idle for two seconds after starting. */
async function idleRssMb(pid: number | undefined): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Three cold starts (a new data folder) each followed by a warm start of the same folder. */
const starts: { coldMs: number; coldRss: number; warmMs: number; warmRss: number }[] = [];
let second: Awaited<ReturnType<typeof timeStart>> | undefined;
for (let round = 0; round < 3; round++) {
  if (second) await second.server.stop();
  const cold = await timeStart();
  const coldRss = await idleRssMb(cold.server.child.pid);
  await cold.server.stop();
  second = await timeStart(cold.server.dataDir);
  const warmRss = await idleRssMb(second.server.child.pid);
  starts.push({ coldMs: cold.ms, coldRss, warmMs: second.ms, warmRss });
}
if (!second) throw new Error('no warm start');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const listed = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
const coldMs = starts.map((start) => start.coldMs);
const coldRss = starts.map((start) => start.coldRss);
const warmMs = starts.map((start) => start.warmMs);
const warmRss = starts.map((start) => start.warmRss);
rows.push({
  figure: 'cold start, new data dir (PGlite from the template); idle RSS',
  value: `${median(coldMs).toFixed(0)} ms (runs ${listed(coldMs)}); ${median(coldRss).toFixed(0)} MB (runs ${listed(coldRss)})`,
  budget: '< 3 s; < 406 MB',
});
rows.push({
  figure: 'warm start, existing data dir; idle RSS',
  value: `${median(warmMs).toFixed(0)} ms (runs ${listed(warmMs)}); ${median(warmRss).toFixed(0)} MB (runs ${listed(warmRss)}); cold is ${Math.round((median(coldRss) / median(warmRss)) * 100)}% of warm`,
  budget: '< 406 MB; cold RSS within 10% of warm',
});

const scripts = await measureScriptsWithoutInteraction(`${second.server.url}/`, clientDir);
rows.push({
  figure: `JS on / without interaction, idle-time chunks too (gzip, ${scripts.files} files)`,
  value: `${(scripts.gzipBytes / 1024).toFixed(1)} kB`,
  budget: '-',
});

rows.push(
  ...(await reportLighthouseMobile(second.server.url, {
    templateUrl: process.env.BENCH_ANCHOR_URL,
    astroUrl: process.env.BENCH_ASTRO_URL,
  })),
);
rows.push(...(await benchBeaconLighthouse(second.server.url)));
for (const page of ['/', '/blog']) {
  const scores = await runLighthouse(`${second.server.url}${page}`, 'desktop');
  rows.push({
    figure: `Lighthouse desktop ${page}: perf / a11y / best practices / SEO`,
    value: `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`,
    budget: '-',
  });
  rows.push({
    figure: `Lighthouse desktop ${page}: LCP, TBT, CLS`,
    value: `${scores.lcpMs} ms, ${scores.tbtMs} ms, ${scores.cls}`,
    budget: '-',
  });
}

/** Inserts through the API, then throughput and latency of the main routes. */
async function measureHttp(label: string, baseUrl: string): Promise<void> {
  const cookie = await signIn(baseUrl, BENCH_PASSWORD);
  const owner = { cookie, origin: baseUrl };
  const insertStarted = performance.now();
  for (let batch = 0; batch < 20; batch++) {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${baseUrl}/api/job/applications`, {
          method: 'POST',
          headers: { ...owner, 'content-type': 'application/json' },
          body: JSON.stringify({
            company: `Company ${batch}-${i}`,
            position: 'Director of IT',
            appliedDate: '2026-10-01',
          }),
        }),
      ),
    );
  }
  rows.push({
    figure: `inserts through POST /api/job/applications, 50 at a time [${label}]`,
    value: `${Math.round(1000 / ((performance.now() - insertStarted) / 1000))} per second`,
    budget: '-',
  });
  const targets: [string, string, Parameters<typeof measureLoad>[1]][] = [
    ['GET /', '/', {}],
    ['GET /healthz', '/healthz', {}],
    ['GET /api/auth/user (signed in)', '/api/auth/user', { headers: { cookie } }],
    [
      'POST /api/chat',
      '/api/chat',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Which certifications does he hold?', history: [] }),
        isSpreadOverVisitors: true,
      },
    ],
    [
      'GET /api/job/applications, first page of 1,000 (signed in)',
      '/api/job/applications',
      { headers: { cookie } },
    ],
  ];
  for (const [name, route, options] of targets) {
    const figures = await measureLoad(`${baseUrl}${route}`, options);
    rows.push({ figure: `${name} [${label}]`, value: formatLoad(figures), budget: '-' });
  }
}

rows.push(...(await benchFastPath(second.server.url, await signIn(second.server.url, BENCH_PASSWORD))));
await measureHttp('PGlite', second.server.url);
await second.server.stop();

rows.push(...(await benchListing('PGlite')));
rows.push(...(await benchInsights('PGlite')));
rows.push(...benchPostingReader());
rows.push(...(await benchJobTracker('PGlite')));
if (process.env.DATABASE_URL) {
  await withScratchPostgres(process.env.DATABASE_URL, async (url) => {
    const onPostgres = await timeStart(undefined, { ...BENCH_ENV, DATABASE_URL: url });
    await measureHttp('PostgreSQL', onPostgres.server.url);
    await onPostgres.server.stop();
  });
  rows.push(...(await benchListing('PostgreSQL', process.env.DATABASE_URL)));
  rows.push(...(await benchInsights('PostgreSQL', process.env.DATABASE_URL)));
  rows.push(...(await benchJobTracker('PostgreSQL', process.env.DATABASE_URL)));
}
rows.push(...(await benchSignedIn(BENCH_ENV, BENCH_PASSWORD)));
rows.push(...(await benchAttackMemory()));

printRows();

const resultsDir = path.join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
