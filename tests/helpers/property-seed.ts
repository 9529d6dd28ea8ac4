import fc from 'fast-check';

/**
 * The seed every property test runs with unless it names its own: fixed, so a CI failure replays
 * exactly; `PROPERTY_SEED=<n>` explores other runs. Tests print it in their titles.
 */
export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20261126);

fc.configureGlobal({ seed: PROPERTY_SEED });
