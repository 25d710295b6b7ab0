import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` when the page allows it, and probes for that on the
// first parse. The site's Content-Security-Policy forbids eval, so the probe alone is reported as a
// violation: parse without compiling (imported for its effect by every schema that runs in a browser).
config({ jitless: true });
