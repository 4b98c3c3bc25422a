// Zod compiles its object parsers with `new Function` when it may. The server's
// Content-Security-Policy allows no eval, and zod's own probe for it (a caught `new Function`)
// is still reported by the browser as a refused script; jitless parsers skip the probe. Must run
// before any schema is made: main.tsx imports this file first.
//
// Zod keeps its settings in `globalThis.__zod_globalConfig`, made when zod first loads if it is
// not there yet (what `config({ jitless: true })` writes to). Writing it here, rather than calling
// `config`, keeps zod itself out of the first load: /login makes no schema (zod-jitless.spec.ts
// checks that zod reads the setting).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
