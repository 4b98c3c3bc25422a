// The architecture of the seller centre as rules that `npm test` checks (docs/architecture.md
// tells the why). Read top to bottom it is the map: which layer may use which.
//
// Server (apps/server/src), from the top down:
//   main.ts, app.ts, registry.ts, job-registry.ts, openapi.ts  wiring: start, routes, every handler and job
//   marketplace/, seed/          the simulated marketplace and the demo data; they use areas through faces
//   areas/<area>/                one folder per area; its index.ts (the face) is all others may import
//   envelope/                    runs one call: session, permission, payload, handler, reply
//   auth/                        merchant and operator sessions, permissions, passwords, rate limits
//   sheets/, jobs/               spreadsheet reading and writing; the job scheduler
//   ledger/                      the shops' money lines, written in the money event's transaction by every area
//   db/                          schema, client, the shop scope (tenant rule), ids, SQL helpers
//   errors.ts, clock.ts, config.ts, bangkok-time.ts, dev-*.ts   the base every layer may use
// Web (apps/web/src): shell/ (the frame, routes, gates; served by the server's shell area) above
// areas/<area>/ (named as the server's areas) above components/ and the api client.
const S = '^apps/server/src/';
const W = '^apps/web/src/';
const WIRING = `${S}(main|app|registry|job-registry|openapi)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-area-through-face',
      comment:
        'An area uses another area only through its face (areas/<area>/index.ts), so an area can ' +
        'rearrange its own files without breaking its neighbours.',
      severity: 'error',
      from: { path: `${S}areas/([^/]+)/` },
      to: { path: `${S}areas/[^/]+/`, pathNot: [`${S}areas/$1/`, `${S}areas/[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-outside-through-face',
      comment: 'The simulator, the seed and the wiring use areas through their faces too.',
      severity: 'error',
      from: { path: S, pathNot: [`${S}areas/`, '\\.spec\\.ts$'] },
      to: { path: `${S}areas/[^/]+/`, pathNot: `${S}areas/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-nothing-below-areas-imports-up',
      comment:
        'The layers below the areas (envelope, auth, sheets, jobs, db, the base) serve every area ' +
        'and know none of them, nor the simulator, the seed or the wiring.',
      severity: 'error',
      from: {
        path: [
          `${S}(envelope|auth|sheets|jobs|ledger|db)/`,
          `${S}(errors|clock|config|bangkok-time|dev-[a-z-]+)\\.ts$`,
        ],
      },
      to: { path: [`${S}(areas|marketplace|seed)/`, WIRING] },
    },
    {
      name: 'server-areas-do-not-import-simulator-or-wiring',
      comment: 'Areas are used by the simulator, the seed and the wiring, never the other way round.',
      severity: 'error',
      from: { path: `${S}areas/` },
      to: { path: [`${S}(marketplace|seed)/`, WIRING] },
    },
    {
      name: 'server-envelope-above-auth-above-db',
      comment:
        'Inside the lower layers: db knows no session or call; auth knows no call; sheets and ' + 'jobs know neither.',
      severity: 'error',
      from: { path: [`${S}db/`, `${S}sheets/`, `${S}jobs/`, `${S}ledger/`] },
      to: { path: `${S}(auth|envelope)/` },
    },
    {
      name: 'server-auth-below-envelope',
      comment: 'Sessions and permissions are read by the call runner, not the other way round.',
      severity: 'error',
      from: { path: `${S}auth/` },
      to: { path: `${S}envelope/` },
    },
    {
      name: 'server-base-imports-nothing',
      comment: 'The base files depend on nothing in the server but each other.',
      severity: 'error',
      from: { path: `${S}(errors|clock|config|bangkok-time)\\.ts$` },
      to: { path: S, pathNot: `${S}(errors|clock|config|bangkok-time)\\.ts$` },
    },
    {
      name: 'web-area-through-face',
      comment: 'A web area uses another area only through its face (index.ts), as on the server.',
      severity: 'error',
      from: { path: `${W}areas/([^/]+)/` },
      to: { path: `${W}areas/[^/]+/`, pathNot: [`${W}areas/$1/`, `${W}areas/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-components-below-app',
      comment:
        'Shared components are used by the shell and the areas and know neither: what a component ' +
        'needs from the shell (route access, say) comes through a context it defines.',
      severity: 'error',
      from: { path: `${W}components/` },
      to: { path: [`${W}shell/`, `${W}areas/`] },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one; break it by moving the shared part down a layer.',
      severity: 'error',
      from: { path: ['^apps/server/', '^packages/'] },
      to: { circular: true },
    },
    {
      name: 'web-no-cycles',
      comment: 'The same rule for the web app.',
      severity: 'error',
      from: { path: W },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
