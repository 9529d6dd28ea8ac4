import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { runLighthouse } from './lighthouse';
import { median } from './lighthouse-series';

type Row = { figure: string; value: string; budget: string };

const RUNS = 5;
const BEACON_CHUNK = /^beacon-[\w-]+\.js$/;

/** The beacon's own chunk as the browser fetches it: raw, gzip and brotli bytes. */
export function measureBeaconSize(clientDir: string): Row {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => BEACON_CHUNK.test(name));
  if (!file) return { figure: 'visitor beacon chunk', value: 'not built', budget: '< 1 kB gzip' };
  const bytes = readFileSync(path.join(assets, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return {
    figure: 'visitor beacon chunk: raw / gzip / brotli (loaded after the page is idle)',
    value: `${bytes.length} B / ${gzip} B / ${brotli} B`,
    budget: '< 1 kB gzip',
  };
}

/**
 * Lighthouse mobile on / with the beacon and with its chunk blocked, taken in turn (with, without,
 * with, ...) so the machine's load falls on both alike: the beacon's share of the page's blocking
 * time and main-thread work is the difference. Every run is printed.
 */
export async function benchBeaconLighthouse(baseUrl: string): Promise<Row[]> {
  const withBeacon: { tbt: number; main: number }[] = [];
  const without: { tbt: number; main: number }[] = [];
  for (let round = 1; round <= RUNS; round++) {
    for (const [label, runs, blocked] of [
      ['with the beacon', withBeacon, []],
      ['beacon blocked', without, ['*/assets/beacon-*']],
    ] as const) {
      const scores = await runLighthouse(`${baseUrl}/`, 'mobile', [...blocked]);
      runs.push({ tbt: scores.tbtMs, main: scores.mainThreadMs });
      process.stdout.write(
        `Lighthouse mobile / ${label}, run ${round}/${RUNS}: perf ${scores.performance}, TBT ${scores.tbtMs} ms, main thread ${scores.mainThreadMs} ms\n`,
      );
    }
  }
  const figure = (runs: { tbt: number; main: number }[], pick: 'tbt' | 'main') =>
    `${median(runs.map((run) => run[pick]))} ms (${runs.map((run) => run[pick]).join(', ')})`;
  return [
    {
      figure: `Lighthouse mobile /: TBT with the beacon / beacon blocked, medians of ${RUNS} in turn`,
      value: `${figure(withBeacon, 'tbt')} / ${figure(without, 'tbt')}`,
      budget: 'unchanged',
    },
    {
      figure: 'Lighthouse mobile /: main-thread work with the beacon / beacon blocked',
      value: `${figure(withBeacon, 'main')} / ${figure(without, 'main')}`,
      budget: 'within run-to-run spread',
    },
  ];
}
