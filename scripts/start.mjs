#!/usr/bin/env node
// npm start: install what is missing, build the web app and the server when their sources
// changed, then serve the API and the app (compiled JavaScript, plain node) on the embedded
// database (or DATABASE_URL) with the demo shop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args, extra = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...extra });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const installed = join(root, 'node_modules/.package-lock.json');
if (!existsSync(installed) || newest(join(root, 'package-lock.json')) > newest(installed)) {
  console.log('Installing dependencies…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

const webDist = join(root, 'apps/web/dist/index.html');
const webSources = Math.max(newest(join(root, 'apps/web')), newest(join(root, 'packages/contract/src')));
if (!existsSync(webDist) || webSources > newest(webDist)) {
  console.log('Building the web app…');
  run(npm, ['run', 'build', '-w', 'apps/web']);
}

const serverDist = join(root, 'apps/server/dist/main.js');
const serverSources = Math.max(
  newest(join(root, 'apps/server/src')),
  newest(join(root, 'apps/server/build.mjs')),
  newest(join(root, 'packages/contract/src')),
);
if (!existsSync(serverDist) || serverSources > newest(serverDist)) {
  console.log('Building the server…');
  run(npm, ['run', 'build', '-w', 'apps/server']);
}

run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { env: { ...process.env } });
