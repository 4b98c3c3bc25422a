#!/usr/bin/env node
// npm test: lint, type-check every workspace, unit and server tests, then the browser tests.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps = [
  ['lint and format', npx, ['biome', 'check', '.']],
  ...['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'].map((w) => [
    `type check ${w}`,
    npx,
    ['tsc', '-p', w, '--noEmit'],
  ]),
  ['unit and server tests', npx, ['vitest', 'run']],
  ['build the web app', npm, ['run', 'build', '-w', 'apps/web']],
  ['browser tests', npm, ['test', '-w', 'e2e']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  console.log(`  ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
