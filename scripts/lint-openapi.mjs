#!/usr/bin/env node
// The API document as a contract: builds it from the catalogue (what /docs/json serves), then
// lints it with Redocly's recommended rules and with Spectral's OWASP ruleset (.spectral.yaml).
// Any error fails; warnings are printed as counts (the README says why those that stay, stay).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const dir = mkdtempSync(join(tmpdir(), 'sc-openapi-'));
const doc = join(dir, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

function run(args, extra = {}) {
  return spawnSync(npx, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...extra });
}

/** Problems counted by severity and rule, printed one rule a line. */
function tally(name, problems) {
  const counts = new Map();
  for (const p of problems) counts.set(`${p.severity} ${p.rule}`, (counts.get(`${p.severity} ${p.rule}`) ?? 0) + 1);
  const errors = problems.filter((p) => p.severity === 'error');
  console.log(`${name}: ${errors.length} errors, ${problems.length - errors.length} warnings`);
  for (const [key, n] of [...counts].sort()) console.log(`  ${key}: ${n}`);
  for (const e of errors.slice(0, 20)) console.log(`  ✘ ${e.rule} at ${e.where}: ${e.message}`);
  return errors.length;
}

let failed = 0;
try {
  const built = run([
    'tsx',
    '-e',
    `import { buildOpenApi } from './apps/server/src/openapi.ts'; process.stdout.write(JSON.stringify(buildOpenApi()));`,
  ]);
  if (built.status !== 0) throw new Error(`building the document failed:\n${built.stderr}`);
  writeFileSync(doc, built.stdout);

  const redocly = run(['redocly', 'lint', doc, '--extends=recommended', '--format=json', '--max-problems=100000']);
  const redoclyReport = JSON.parse(redocly.stdout.slice(redocly.stdout.indexOf('{')));
  failed += tally(
    'redocly (recommended)',
    redoclyReport.problems.map((p) => ({
      severity: p.severity === 'error' ? 'error' : 'warning',
      rule: p.ruleId,
      message: p.message,
      where: p.location?.[0]?.pointer ?? '',
    })),
  );

  const spectralOut = join(dir, 'spectral.json');
  const spectral = run([
    'spectral',
    'lint',
    doc,
    '--ruleset',
    join(root, '.spectral.yaml'),
    '--format=json',
    `--output=${spectralOut}`,
    '--quiet',
    '--fail-severity=error',
  ]);
  const spectralReport = JSON.parse(readFileSync(spectralOut, 'utf8'));
  const severities = ['error', 'warning', 'information', 'hint'];
  const spectralErrors = tally(
    'spectral (OWASP)',
    spectralReport.map((p) => ({
      severity: severities[p.severity],
      rule: p.code,
      message: p.message,
      where: p.path.join('.'),
    })),
  );
  failed += spectralErrors;
  if (spectral.status !== 0 && spectralErrors === 0) throw new Error(`spectral failed:\n${spectral.stderr}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed > 0) {
  console.log(`\n✘ the API document has ${failed} lint errors`);
  process.exit(1);
}
console.log('\n✔ the API document has no lint errors');
