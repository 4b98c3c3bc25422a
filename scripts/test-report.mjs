#!/usr/bin/env node
// The slowest test files of a run, from the runners' JSON reports (vitest's json reporter,
// Playwright's json reporter). npm test prints them at its end; by hand:
//   node scripts/test-report.mjs vitest report.json
//   node scripts/test-report.mjs playwright report.json
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Per test file of a vitest json report: seconds from its start to its end, and its tests. */
export function vitestFiles(report) {
  return report.testResults.map((f) => ({
    file: relative(root, f.name),
    seconds: (f.endTime - f.startTime) / 1000,
    tests: f.assertionResults.length,
    failed: f.assertionResults.filter((t) => t.status === 'failed').length,
  }));
}

/** Per spec file of a Playwright json report: the summed time of its tests (hooks included), and its tests. */
export function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(file) ?? { file, seconds: 0, tests: 0, failed: 0 };
      for (const t of spec.tests) {
        entry.tests += 1;
        for (const r of t.results) entry.seconds += r.duration / 1000;
        if (t.status === 'unexpected' || t.status === 'flaky') entry.failed += 1;
      }
      files.set(file, entry);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, `e2e/tests/${suite.file}`);
  return [...files.values()];
}

/** The `count` slowest files as a table, with the runner's total. */
export function slowestTable(title, files, count = 10) {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const tests = files.reduce((sum, f) => sum + f.tests, 0);
  const width = Math.max(...sorted.map((f) => f.file.length), 4);
  const lines = [
    `${title}: the ${sorted.length} slowest of ${files.length} files (${tests} tests, ${total.toFixed(0)} s summed)`,
    `  ${'file'.padEnd(width)}  ${'seconds'.padStart(8)}  tests`,
    ...sorted.map(
      (f) =>
        `  ${f.file.padEnd(width)}  ${f.seconds.toFixed(1).padStart(8)}  ${String(f.tests).padStart(5)}${f.failed ? `  (${f.failed} failed)` : ''}`,
    ),
  ];
  return lines.join('\n');
}

/** The table of a report file, or a line saying it is missing (the step failed before writing it). */
export function reportTable(runner, path) {
  const title = runner === 'vitest' ? 'vitest' : 'Playwright';
  if (!existsSync(path)) return `${title}: no report (${path})`;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return slowestTable(title, runner === 'vitest' ? vitestFiles(report) : playwrightFiles(report));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runner, path] = process.argv.slice(2);
  if (!['vitest', 'playwright'].includes(runner) || !path) {
    console.error('usage: node scripts/test-report.mjs vitest|playwright report.json');
    process.exit(2);
  }
  console.log(reportTable(runner, path));
}
