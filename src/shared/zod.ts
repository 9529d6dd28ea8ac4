import { z } from 'zod';

// The site's CSP forbids eval in the browser. Without this, zod probes `new Function` to decide
// whether it may compile parsers, and the browser reports a policy violation for the probe.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
