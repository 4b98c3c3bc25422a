import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster } from '../src/db/embedded.ts';
import { adminQuery, buildTemplate, type Template } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests make their databases on. */
    databaseUrl: string;
    /** The seeded database every test server copies (test/template.ts). */
    template: Template;
  }
}

/**
 * One PostgreSQL for the whole run: the server of DATABASE_URL, or else one embedded cluster
 * started here (scratch: no fsync) and stopped after the last file; on it, one seeded template.
 */
export default async function setup(project: TestProject) {
  // The seed writes its placeholder photos into DATA_DIR: the tests' scratch one, never ./data.
  if (process.env.SC_TEST_DATA_DIR) process.env.DATA_DIR = process.env.SC_TEST_DATA_DIR;
  let url = process.env.DATABASE_URL;
  let stopCluster = async () => {};
  if (!url) {
    const root = mkdtempSync(join(tmpdir(), 'sc-test-pg-'));
    // The cluster runs as the user postgres when the tests run as root: let it into the folder.
    chmodSync(root, 0o755);
    const cluster = await startEmbeddedCluster({ dir: join(root, 'pg'), durable: false, log: () => {} });
    url = cluster.url;
    stopCluster = async () => {
      await cluster.stop();
      rmSync(root, { recursive: true, force: true });
    };
  }
  const adminUrl = url;
  const template = await buildTemplate(adminUrl);
  project.provide('databaseUrl', adminUrl);
  project.provide('template', template);
  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
    await stopCluster();
  };
}
