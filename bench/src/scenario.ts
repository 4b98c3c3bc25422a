/**
 * What a benchmark module is and what it hands back. run.ts runs every scenario in its list;
 * a new benchmark (product list at 100k rows, import, bundle sizes, ...) is one more file in
 * scenarios/ exporting a Scenario, added to that list.
 */
import type { Latency } from './load.ts';

export interface BenchSettings {
  /** Measured seconds per load run. */
  durationS: number;
  /** Unmeasured seconds of load before each measured run. */
  warmupS: number;
  /** Connection counts, each measured in turn. */
  connections: number[];
  /** Admin URL of the local PostgreSQL server (a database is created and dropped on it). */
  postgresUrl: string;
}

export interface ScenarioContext {
  settings: BenchSettings;
  /** Progress output (stderr), not part of the results. */
  log(message: string): void;
}

/** One load run against one target. */
export interface LoadMeasurement {
  kind: 'load';
  /** Stable id of the target, e.g. 'user-info-postgres'. */
  target: string;
  label: string;
  connections: number;
  rps: number;
  /** rps over the baseline's rps at the same connection count; null without a baseline. */
  ratio: number | null;
  latencyMs: Latency;
  requests: number;
  elapsedS: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  /** CPU the server process used during the measured run, % of one core (null without /proc). */
  serverCpuPct: number | null;
  /** Server CPU per good request, microseconds (its own process only: not PostgreSQL's backends). */
  serverCpuUsPerRequest: number | null;
  /** CPU the load generator used, % of one core (near 100% means the generator, not the server, is the limit). */
  loadgenCpuPct: number;
  /** CPU of the PostgreSQL backends serving this server's database, % of one core (null when none). */
  dbCpuPct: number | null;
  /**
   * CPU the rest of the machine used meanwhile, % of one core: the whole machine less the server,
   * its database backends and the load generator (i.e. anyone else's work, and the kernel's).
   */
  otherCpuPct: number | null;
  /** Lines the server printed during warm-up and measured run (request logs would show here). */
  serverLogLines: number;
  /** False when anything failed: errors, non-2xx or bodies that did not check out. */
  clean: boolean;
}

/** A single figure that is not a load run (a size, a duration, a count). */
export interface ValueMeasurement {
  kind: 'value';
  target: string;
  label: string;
  value: number;
  unit: string;
  /** For a size: the files it adds up, each with its own figures. */
  files?: SizedFile[];
}

/** One file counted in a size figure. */
export interface SizedFile {
  /** The path on the server (the full URL when from another origin). */
  path: string;
  type: 'js' | 'css';
  /** The body as the browser received it, uncompressed. */
  bytes: number;
  /** That body gzipped by the bench. */
  gzipBytes: number;
  /** The body's bytes as they came over the network (encoded as the server chose), when known. */
  wireBytes?: number;
  /** The server's content-encoding for it ('identity' when none). */
  encoding?: string;
}

export type Measurement = LoadMeasurement | ValueMeasurement;

/** A target not measured: skipped on purpose (failed false) or because it broke (failed true). */
export interface Skip {
  target: string;
  label: string;
  reason: string;
  failed: boolean;
}

export interface Goal {
  description: string;
  status: 'met' | 'not met' | 'skipped';
  detail: string;
}

export interface ScenarioResult {
  id: string;
  title: string;
  measurements: Measurement[];
  skipped: Skip[];
  goals: Goal[];
  notes: string[];
}

export interface Scenario {
  id: string;
  title: string;
  run(ctx: ScenarioContext): Promise<ScenarioResult>;
}
