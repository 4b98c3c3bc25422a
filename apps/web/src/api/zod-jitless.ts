import { config } from 'zod';

// Zod compiles its object parsers with `new Function` when it may. The server's
// Content-Security-Policy allows no eval, and zod's own probe for it (a caught `new Function`)
// is still reported by the browser as a refused script; jitless parsers skip the probe. Must run
// before any schema is made: main.tsx imports this file first.
config({ jitless: true });
