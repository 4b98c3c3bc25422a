#!/usr/bin/env node
// Type-checks the workspaces named on the command line, two at a time (tsc uses one core each;
// the machines this runs on have two). Each workspace's output is printed when it ends, with its
// time; the exit code is 1 when any of them failed.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const AT_ONCE = 2;

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npx, ['tsc', '-p', workspace, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`  ${workspace}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s\n${ok ? '' : output}`);
      resolve(ok);
    });
  });
}

const queue = process.argv.slice(2);
const results = [];
async function lane() {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) results.push(await check(workspace));
}
await Promise.all(Array.from({ length: AT_ONCE }, lane));
process.exit(results.every(Boolean) ? 0 : 1);
