import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.spec.ts', 'apps/web/src/**/*.spec.ts', 'scripts/**/*.spec.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.spec.ts', 'apps/server/test/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
