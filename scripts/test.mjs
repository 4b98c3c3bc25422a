#!/usr/bin/env node
// npm test: install what is missing (as npm start does), then lint, type-check every
// workspace, lint the API document, unit and server tests, then the browser tests.
// Each step's time is printed, then the ten slowest test files of each runner, then the
// total against the budget: the whole suite should pass in 20 minutes on a 2-core machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser, installIfMissing, NO_BROWSER } from './prepare.mjs';
import { reportTable } from './test-report.mjs';

const root = new URL('..', import.meta.url).pathname;
installIfMissing();
const browser = findBrowser();
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Over it, the end says so (a warning, not a failure: machines differ); the next area sees it coming.
const BUDGET_MINUTES = 20;

const reports = mkdtempSync(join(tmpdir(), 'sc-test-report-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

/**
 * The steps, in order; a step is { name, cmd, args, env?, needs?, report? } (report: the runner
 * and its JSON report file, for the slowest-files table; needs: a check that returns why the
 * step cannot run, printed as its failure). Add a step by adding an entry.
 */
const steps = [
  { name: 'lint and format', cmd: npx, args: ['biome', 'check', '.'] },
  {
    // Five tsc runs, two at a time (each uses one core): one step, each workspace's errors printed.
    name: 'type check every workspace',
    cmd: process.execPath,
    args: ['scripts/type-check.mjs', 'packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'],
  },
  { name: 'architecture rules', cmd: npm, args: ['run', 'arch'] },
  { name: 'API document lint', cmd: process.execPath, args: ['scripts/lint-openapi.mjs'] },
  {
    name: 'unit and server tests',
    cmd: npx,
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    report: ['vitest', vitestReport],
  },
  { name: 'build the web app', cmd: npm, args: ['run', 'build', '-w', 'apps/web'] },
  { name: 'build the server', cmd: npm, args: ['run', 'build', '-w', 'apps/server'] },
  {
    name: 'browser tests',
    cmd: npm,
    args: ['test', '-w', 'e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, ...(browser ? { CHROMIUM_PATH: browser } : {}) },
    needs: () => (browser ? undefined : NO_BROWSER),
    report: ['playwright', playwrightReport],
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const started = Date.now();
const done = [];
let failed;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const missing = step.needs?.();
  if (missing) console.log(missing);
  const r = missing
    ? { status: 1 }
    : spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = r.status === 0;
  done.push({ ...step, ms: Date.now() - t0, ok });
  console.log(`  ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(Date.now() - t0)}`);
  if (!ok) {
    failed = { step, status: r.status ?? 1 };
    break;
  }
}

const total = Date.now() - started;
const width = Math.max(...done.map((s) => s.name.length));
console.log('\n── times ──');
for (const s of done) console.log(`  ${s.name.padEnd(width)}  ${seconds(s.ms).padStart(9)}${s.ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(9)}`);

for (const s of done) {
  if (s.report) console.log(`\n${reportTable(...s.report)}`);
}

const budget = BUDGET_MINUTES * 60_000;
console.log(
  failed
    ? `\nnpm test stopped after ${minutes(total)} at a failure: the budget (${BUDGET_MINUTES} minutes) holds for a whole run.`
    : total <= budget
      ? `\n✔ npm test took ${minutes(total)}, within the ${BUDGET_MINUTES}-minute budget.`
      : `\n⚠ npm test took ${minutes(total)}, over the ${BUDGET_MINUTES}-minute budget by ${minutes(total - budget)}: make the slowest files above faster before adding more.`,
);
if (failed) {
  console.log(`\n✘ ${failed.step.name} failed.`);
  process.exit(failed.status);
}
