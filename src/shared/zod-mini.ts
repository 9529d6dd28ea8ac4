import * as z from 'zod/mini';

// zod's mini build: functions instead of methods, so a bundle keeps only the checks it uses.
// The public page validates its two forms with it. The browser's CSP forbids eval; without
// this zod probes `new Function` to decide whether it may compile parsers, and the browser
// reports a policy violation for the probe.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
