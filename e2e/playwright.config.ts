import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { findBrowser, NO_BROWSER } from '../scripts/prepare.mjs';

const browser = findBrowser();
if (!browser) throw new Error(NO_BROWSER);

// E2E_PORT lets two runs on one machine use different ports.
const PORT = Number(process.env.E2E_PORT ?? 8191);

// Set E2E_BASE_URL to run against a server that is already up (no server is started then).
const externalBaseURL = process.env.E2E_BASE_URL;

// The shared server's embedded PostgreSQL listens here: the specs' own servers copy their
// databases from a template on it (pages/fresh-server.ts).
const PG_PORT = PORT + 10_000;
if (!externalBaseURL) process.env.SC_E2E_PG_PORT = String(PG_PORT);

// Playwright loads this file again in every worker; the env var makes them all share the one directory.
if (!process.env.SC_E2E_DATA_DIR) {
  process.env.SC_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'sc-e2e-'));
  // The server's embedded PostgreSQL runs as the user postgres when the tests run as root.
  chmodSync(process.env.SC_E2E_DATA_DIR, 0o755);
}

/**
 * Spec files that start servers of their own (pages/fresh-server.ts) and touch nothing on
 * the shared one: they run beside the others, on the second worker.
 */
const OWN_SERVER = [
  'after-sales-dispute.spec.ts',
  'after-sales-flow.spec.ts',
  'after-sales-screenshots.spec.ts',
  'order-rules-flow.spec.ts',
  'order-rules-screenshots.spec.ts',
  'orders-flow.spec.ts',
  'orders-intercept.spec.ts',
  'orders-list-fit.spec.ts',
  'orders-parcels.spec.ts',
  'orders-screenshots.spec.ts',
  'products-list-screenshots.spec.ts',
  'promotions-activities.spec.ts',
  'promotions-coupons.spec.ts',
  'promotions-fullscale.spec.ts',
  'promotions-results.spec.ts',
  'promotions-limits.spec.ts',
  'promotions-addon.spec.ts',
  'promotions-members.spec.ts',
  'promotions-gift.spec.ts',
  'promotions-seckill.spec.ts',
  'promotions-bundle.spec.ts',
  'promotions-campaign.spec.ts',
  'promotions-deposit.spec.ts',
  'promotions-fans.spec.ts',
  'promotions-paylater.spec.ts',
  'shell-gates.spec.ts',
  'shell-navigation.spec.ts',
  'shell-permissions.spec.ts',
  'shipping-pickup-codes.spec.ts',
  'tables-sticky-columns.spec.ts',
  'advertising-flow.spec.ts',
  'advertising-brand.spec.ts',
  'finance-bills.spec.ts',
  'chat-figures.spec.ts',
  'chat-workbench.spec.ts',
  'chat-rich-menu.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two: one takes the shared server's files in order, the other the files with servers of their
  // own (OWN_SERVER), whose work is about as long. E2E_WORKERS=1 runs everything in one line.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A long walk of twenty steps beside its server on a busy 2-core machine needs more than a minute.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: externalBaseURL ?? `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // The marketplace's merchants are Thai: the browser asks for Thai as they would.
    locale: 'th-TH',
    // As a user who asked their system for reduced motion: the app then opens dialogs, drawers and
    // menus at once (antd's motion off), so no click lands on one still zooming in.
    reducedMotion: 'reduce',
    // No trace by default: recording one costs every test a sixth of its time on a 2-core machine,
    // passed or not. A failure still leaves its screenshot and the page's state in test-results;
    // E2E_TRACE=retain-on-failure keeps a whole trace of each failure when one is needed.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, else the system's Chromium or Chrome, else one Playwright downloaded.
      executablePath: browser,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // The demo server's specs all work in the demo owner's shops (addresses, setup,
      // violations, exports are cleared and remade): one at a time, in file order. Listed
      // first, so its files start at once and the other worker takes the own-server ones.
      name: 'shared-server',
      testIgnore: OWN_SERVER,
      workers: 1,
    },
    { name: 'own-server', testMatch: OWN_SERVER },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // The real server as npm start runs it (apps/server/dist), serving the built web app from
        // apps/web/dist (build both first: npm run test:e2e does).
        command: `node ${SERVER_NODE_FLAGS.join(' ')} ../apps/server/dist/main.js`,
        url: `http://127.0.0.1:${PORT}/health`,
        // DEV_OUTBOX lets the account specs read the codes and links the server mails.
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.SC_E2E_DATA_DIR,
          EMBEDDED_PG_PORT: String(PG_PORT),
          SEED_DEMO: '1',
          DEV_OUTBOX: '1',
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // SIGTERM, not Playwright's default kill: the server then stops its embedded PostgreSQL,
        // which runs in a process group of its own and would outlive a killed server.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
