import { config } from 'zod/v4/core';

// Zod compiles fast parsers with `new Function` when it can, and probes for that ability at the
// first parse. Our CSP forbids eval, so the probe alone is a CSP violation: parse without it.
// Imported first by every module that builds a zod schema (the forms, which load with their routes).
config({ jitless: true });
