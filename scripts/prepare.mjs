// What `npm start` and `npm test` both do first on a fresh clone: install the packages when
// node_modules is missing or older than the lock file. And, for the browser tests, find a
// Chromium to drive.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command in the repository's root, stopping this process when it fails. */
export function run(cmd, args, extra = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...extra });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The newest modification time under a path, skipping node_modules and dist. */
export function newest(path) {
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

/** npm install, when nothing is installed yet or the lock file changed since. */
export function installIfMissing() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed) || newest(join(root, 'package-lock.json')) > newest(installed)) {
    console.log('Installing dependencies…');
    run(npm, ['install', '--no-audit', '--no-fund']);
  }
}

const SYSTEM_BROWSERS = [
  // Chromium's headless shell first: without the full browser's window and GPU processes it
  // takes about a quarter less CPU for the same tests, on machines where the tests share two cores.
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else the system's Chromium
 * headless shell, Chromium or Chrome, else a browser Playwright downloaded itself (`npx playwright install chromium`).
 * Undefined when there is none.
 */
export function findBrowser() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (system) return system;
  try {
    const require = createRequire(join(root, 'e2e/package.json'));
    const path = require('playwright-core').chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export const NO_BROWSER =
  'No Chromium found for the browser tests: install one (Debian/Ubuntu: apt-get install chromium-headless-shell; ' +
  'elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to a Chrome or Chromium binary.';
