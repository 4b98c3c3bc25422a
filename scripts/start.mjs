#!/usr/bin/env node
// npm start: install what is missing, build the web app and the server when their sources
// changed, then serve the API and the app (compiled JavaScript, plain node) on the embedded
// database (or DATABASE_URL) with the demo shop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { installIfMissing, newest, npm, root, run } from './prepare.mjs';

installIfMissing();

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

run(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], { env: { ...process.env } });
