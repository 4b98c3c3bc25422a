import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.ts';

const serverDir = new URL('..', import.meta.url).pathname;
const repoRoot = new URL('../../..', import.meta.url).pathname;
const temp: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sc-db-'));
  temp.push(d);
  return d;
};
afterAll(() => {
  for (const d of temp) rmSync(d, { recursive: true, force: true });
});

describe('the PGlite data directory lock', () => {
  it('a second server on the same data directory refuses to start with a clear message', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(serverDir, 'src/main.ts')], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', SEED_DEMO: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The data directory ${dir} is in use by another server (pid ${process.pid})`);
    } finally {
      release();
    }
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('a lock left by a process that is gone is taken over', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'server.lock'), String(dead));
    const release = acquireDataDirLock(dir);
    release();
  });

  it('a live owner other than this process blocks the lock', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});

describe('migrations', () => {
  it('the committed migrations match the schema (run npm run db:generate after a schema change)', () => {
    const out = tempDir();
    cpSync(join(serverDir, 'drizzle'), out, { recursive: true });
    const before = readdirSync(out).length;
    const run = spawnSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        join(serverDir, 'src/db/schema.ts'),
        '--out',
        // drizzle-kit reads the folder relative to its working directory.
        relative(repoRoot, out),
      ],
      { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('No schema changes');
    expect(readdirSync(out).length).toBe(before);
  });
});
