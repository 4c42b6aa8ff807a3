import * as z from 'zod/mini';

// Zod compiles fast parsers with `new Function` when it can, and probes for that ability at the
// first parse. Our CSP forbids eval, so the probe alone is a CSP violation: parse without it.
z.config({ jitless: true });
