import type { AdapterProblem } from '../../../shared/api/health';
import { type AdapterConfig, checkAdapters } from './check-adapters';

/** A health probe may come every few seconds; the outside servers are asked at most this often. */
const RECHECK_AFTER_MS = 30_000;

export type AdapterHealth = {
  /** Asks every configured adapter now. */
  check: () => Promise<AdapterProblem[]>;
  /** The last answer while it is fresh, else a new check (concurrent callers share one). */
  current: () => Promise<AdapterProblem[]>;
};

export function createAdapterHealth(
  config: AdapterConfig,
  options: { now?: () => number } = {},
): AdapterHealth {
  const now = options.now ?? Date.now;
  let last: { at: number; problems: Promise<AdapterProblem[]> } | null = null;
  const check = () => {
    const problems = checkAdapters(config);
    last = { at: now(), problems };
    return problems;
  };
  return {
    check,
    current: () => (last && now() - last.at < RECHECK_AFTER_MS ? last.problems : check()),
  };
}
