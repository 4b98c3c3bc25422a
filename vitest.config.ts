import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Uploads, exports and seeded photos of the server tests go to a scratch data dir, never ./data.
const serverDataDir = process.env.SC_TEST_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sc-server-test-'));
process.env.SC_TEST_DATA_DIR = serverDataDir;
// Cheap password hashes for the server tests, which sign in hundreds of times (auth/password.ts):
// set here, before the template's seed hashes the demo passwords, so its copies have them too.
process.env.PASSWORD_HASH_LOG2N ??= '10';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          // The unit tests run first, then the server files two at a time.
          sequence: { groupOrder: 0 },
          include: [
            'packages/contract/src/**/*.spec.ts',
            'apps/web/src/**/*.spec.ts',
            'apps/web/*.spec.ts',
            'scripts/**/*.spec.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.spec.ts', 'apps/server/test/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker's files share its modules instead of importing the whole server afresh for
          // each file (about 2 s a file). Each file still has its own server and database; what a
          // file sets on the process (DATA_DIR, a URL fetcher) it gives back when it ends.
          isolate: false,
          // Each file has a database of its own (a copy of the run's template) and waits on
          // PostgreSQL much of the time: two files at once on this project's 2-core machines.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { DATA_DIR: serverDataDir },
        },
      },
    ],
  },
});
