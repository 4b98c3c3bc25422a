import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests make their databases on. */
    databaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the server of DATABASE_URL, or else one embedded cluster
 * started here (scratch: no fsync) and stopped after the last file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('databaseUrl', url);
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'sc-test-pg-'));
  // The cluster runs as the user postgres when the tests run as root: let it into the folder.
  chmodSync(root, 0o755);
  const cluster = await startEmbeddedCluster({ dir: join(root, 'pg'), durable: false, log: () => {} });
  project.provide('databaseUrl', cluster.url);
  return async () => {
    await cluster.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
