/** The printed table and the JSON file of one bench run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BenchSettings, Measurement, ScenarioResult } from './scenario.ts';

export interface Environment {
  node: string;
  platform: string;
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  /** Busy share (0..1) of all cores over one second before the first scenario. */
  busyShareAtStart: number | null;
  gitCommit: string | null;
  gitDirty: boolean | null;
  dependencies: Record<string, string>;
}

export interface BenchReport {
  generatedAt: string;
  totalSeconds: number;
  settings: BenchSettings;
  environment: Environment;
  scenarios: ScenarioResult[];
  /** Scenarios that threw, with the error. */
  failures: { scenario: string; error: string }[];
}

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function row(m: Measurement): string[] {
  if (m.kind === 'value')
    return [m.label, '', `${fmt(m.value, 2)} ${m.unit}`, '', '', '', '', '', '', '', '', '', '', ''];
  const problems = [
    m.errors ? `${m.errors} err` : '',
    m.timeouts ? `${m.timeouts} timeout` : '',
    m.non2xx ? `${m.non2xx} non-2xx` : '',
    m.mismatches ? `${m.mismatches} bad body` : '',
  ].filter(Boolean);
  return [
    m.label,
    String(m.connections),
    Math.round(m.rps).toLocaleString('en-US'),
    m.ratio === null ? 'n/a' : `${(m.ratio * 100).toFixed(1)}%`,
    fmt(m.latencyMs.p50, 2),
    fmt(m.latencyMs.p95, 2),
    fmt(m.latencyMs.p99, 2),
    m.serverCpuPct === null ? 'n/a' : `${m.serverCpuPct.toFixed(0)}%`,
    m.serverCpuUsPerRequest === null ? 'n/a' : fmt(m.serverCpuUsPerRequest, 0),
    m.dbCpuPct === null ? '' : `${m.dbCpuPct.toFixed(0)}%`,
    `${m.loadgenCpuPct.toFixed(0)}%`,
    m.otherCpuPct === null ? 'n/a' : `${m.otherCpuPct.toFixed(0)}%`,
    problems.length ? problems.join(', ') : 'ok',
    String(m.serverLogLines),
  ];
}

function table(header: string[], rows: string[][], numeric: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function loadTable(sc: ScenarioResult): string {
  const header = [
    'target',
    'conns',
    'req/s',
    'vs raw',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'srv CPU',
    'srv µs/req',
    'db CPU',
    'gen CPU',
    'other CPU',
    'problems',
    'log lines',
  ];
  const rows = sc.measurements.map(row);
  for (const skip of sc.skipped)
    rows.push([
      skip.label,
      '',
      skip.failed ? 'FAILED' : 'skipped',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      skip.reason,
      '',
    ]);
  const numeric = header.map((h) => h !== 'target' && h !== 'problems');
  return table(header, rows, numeric);
}

function valueTable(sc: ScenarioResult): string {
  const rows = sc.measurements.map((m) => [m.label, m.kind === 'value' ? `${fmt(m.value, 2)} ${m.unit}` : '', '']);
  for (const skip of sc.skipped) rows.push([skip.label, skip.failed ? 'FAILED' : 'skipped', skip.reason]);
  const withProblems = sc.skipped.length > 0;
  const header = withProblems ? ['target', 'value', 'problems'] : ['target', 'value'];
  return table(
    header,
    rows.map((r) => r.slice(0, header.length)),
    [false, true, false],
  );
}

const busy = (share: number | null) => (share === null ? 'n/a' : `${(share * 100).toFixed(0)}%`);

export function renderReport(report: BenchReport): string {
  const out: string[] = [];
  const s = report.settings;
  const e = report.environment;
  out.push(
    `Bench ${report.generatedAt} — node ${e.node}, ${e.cores} × ${e.cpuModel}, ${e.memoryGiB} GiB, machine ${busy(e.busyShareAtStart)} busy before start`,
  );
  out.push(
    `autocannon: ${s.warmupS}s warm-up + ${s.durationS}s measured per row, connections ${s.connections.join(', ')}; git ${e.gitCommit ?? '?'}${e.gitDirty ? ' (dirty)' : ''}`,
  );
  for (const sc of report.scenarios) {
    out.push('', `## ${sc.title}`, '');
    // A scenario of sizes or durations only gets a table of its own, without the load columns.
    out.push(sc.measurements.some((m) => m.kind === 'load') ? loadTable(sc) : valueTable(sc));
    if (sc.goals.length) {
      out.push('', 'Goals:');
      for (const g of sc.goals) out.push(`  [${g.status.toUpperCase()}] ${g.description}: ${g.detail}`);
    }
    if (sc.notes.length) {
      out.push('', 'Notes:');
      for (const n of sc.notes) out.push(`  - ${n}`);
    }
  }
  const anyLoad = report.scenarios.some((sc) => sc.measurements.some((m) => m.kind === 'load'));
  if (anyLoad)
    out.push(
      '',
      `CPU columns are % of one core (the machine has ${e.cores}): srv = the server process (srv µs/req its CPU per request), db = the PostgreSQL processes serving the server's database (the embedded cluster's all), gen = autocannon, other = the rest of the machine (anyone else's work, the kernel).`,
    );
  // Sizes and counts do not depend on the machine's load; only load runs are warned about.
  if (anyLoad && e.busyShareAtStart !== null && e.busyShareAtStart > 0.15) {
    out.push(
      `WARNING: the machine was ${busy(e.busyShareAtStart)} busy before the bench started: other work competes with the servers and the load generator, so figures read low and noisy.`,
    );
  }
  const contended = report.scenarios
    .flatMap((sc) => sc.measurements)
    .filter((m) => m.kind === 'load' && m.otherCpuPct !== null && m.otherCpuPct > 30);
  if (contended.length > 0) {
    out.push(
      `WARNING: other work used > 30% of a core during ${contended.map((m) => (m.kind === 'load' ? `${m.target}@${m.connections}` : m.target)).join(', ')}; those rows read low.`,
    );
  }
  for (const f of report.failures) out.push('', `FAILED ${f.scenario}: ${f.error}`);
  out.push('', `Total ${report.totalSeconds.toFixed(0)} s.`);
  return out.join('\n');
}

export function writeReport(path: string, report: BenchReport): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
