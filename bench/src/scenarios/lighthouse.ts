/**
 * Lighthouse (npm `lighthouse`, desktop preset) on the system Chromium, for /login signed out
 * and /dashboard/index signed in as demo-owner: the four category scores, LCP and TBT, and the
 * bytes of JavaScript and CSS that crossed the wire (as the server sent them, compressed).
 *
 * - The web app is built first into a temp dir the server serves (WEB_DIST), as bundle-size does.
 * - The signed-in page gets the API login's session cookie through Lighthouse's extraHeaders;
 *   Lighthouse clears the site's storage before loading, so the page reads its session from
 *   the server as after any fresh sign-in.
 * - Each page is run once after an unmeasured warm-up run (the server's first answers).
 *   Scores move with the machine's load: the two cores are shared.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findBrowser, NO_BROWSER } from '../../../scripts/prepare.mjs';
import { onCleanup } from '../cleanup.ts';
import type { Goal, Scenario, ScenarioResult, Skip, ValueMeasurement } from '../scenario.ts';
import { loginDemoOwnerSession } from '../seller-centre.ts';
import { startSellerCentre } from '../servers.ts';
import { buildWeb } from './bundle-size.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=th-TH',
];
/** Debian's full Chromium, what Lighthouse was measured with. */
const FULL_CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PERFORMANCE_GOAL = 95;
const ACCESSIBILITY_GOAL = 100;
/** JS + CSS of /login on the wire, compressed. */
const LOGIN_WIRE_GOAL_KB = 150;
const KB = 1024;

interface PageSpec {
  id: string;
  path: string;
  signedIn: boolean;
}

const PAGES: PageSpec[] = [
  { id: 'login', path: '/login', signedIn: false },
  { id: 'dashboard', path: '/dashboard/index', signedIn: true },
];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Scripts and stylesheets the page loaded: bytes on the wire and uncompressed. */
function assetBytes(lhr: Result): { wire: number; raw: number; files: number } {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  let wire = 0;
  let raw = 0;
  let files = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    wire += item.transferSize ?? 0;
    raw += item.resourceSize ?? 0;
    files++;
  }
  return { wire, raw, files };
}

export const lighthouseScenario: Scenario = {
  id: 'lighthouse',
  title: 'Lighthouse (desktop preset): /login and /dashboard/index',
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measured: ValueMeasurement[] = [];
    const goals: Goal[] = [];
    const removeDir = (dir: string) =>
      onCleanup(
        `remove ${dir}`,
        async () => rmSync(dir, { recursive: true, force: true }),
        () => rmSync(dir, { recursive: true, force: true }),
      );
    const distDir = mkdtempSync(join(tmpdir(), 'sc-bench-lh-web-'));
    const removeDist = removeDir(distDir);
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-lh-'));
    const removeData = removeDir(dataDir);
    // The embedded PostgreSQL runs as the user postgres when the bench runs as root.
    chmodSync(dataDir, 0o755);
    try {
      await buildWeb(ctx, distDir);
      ctx.log(`starting the seller centre (DATA_DIR ${dataDir}, WEB_DIST ${distDir})`);
      const server = await startSellerCentre(
        { kind: 'embedded', dataDir },
        { env: { WEB_DIST: distDir, COOKIE_SECURE: '0' } },
      );
      // Lighthouse's numbers are the full browser's: Debian's Chromium when there, else the tests' browser.
      const chromePath = process.env.CHROMIUM_PATH ?? (existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : findBrowser());
      if (!chromePath) throw new Error(NO_BROWSER);
      let chrome: chromeLauncher.LaunchedChrome | undefined;
      const stopChrome = onCleanup(
        'stop Chromium (Lighthouse)',
        async () => {
          chrome?.kill();
        },
        () => chrome?.kill(),
      );
      try {
        chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
        const { cookie, data } = await loginDemoOwnerSession(server.baseUrl);
        const storeLogin = async (port: number) => {
          // What the login screen stores (rememberLogin): the signed-in run keeps the site's
          // storage (disableStorageReset), so the page opens as right after a sign-in.
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
          const setup = await browser.newPage();
          await setup.goto(`${server.baseUrl}/robots.txt`);
          const stored = {
            userId: data.userId,
            userName: data.userName,
            shopList: data.shopList,
            ...(data.shopId ? { shopId: data.shopId } : {}),
          };
          // As source text: tsx would wrap a function's inner functions in helpers the page does not have.
          await setup.evaluate(`(() => {
            const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
            for (const [key, value] of Object.entries(${JSON.stringify(stored)}))
              localStorage.setItem('sc.' + key, JSON.stringify({ value, expiresAt }));
          })()`);
          await setup.close();
          await browser.disconnect();
        };
        for (const spec of PAGES) {
          const url = `${server.baseUrl}${spec.path}`;
          const flags: Flags = {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: [...CATEGORIES],
            ...(spec.signedIn ? { extraHeaders: { Cookie: cookie }, disableStorageReset: true } : {}),
          };
          try {
            if (spec.signedIn) await storeLogin(chrome.port);
            ctx.log(`  lighthouse ${spec.path}${spec.signedIn ? ' as demo-owner' : ''}`);
            await lighthouse(url, flags, desktopConfig);
            const result = await lighthouse(url, flags, desktopConfig);
            const lhr = result?.lhr;
            if (!lhr) throw new Error('Lighthouse gave no result');
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            if (spec.id === PAGES[0]?.id) {
              notes.push(
                `Lighthouse ${lhr.lighthouseVersion}, desktop preset, ${chromePath} headless (${lhr.environment.hostUserAgent}); one warm-up run per page.`,
              );
            }
            const landed = new URL(lhr.finalDisplayedUrl).pathname;
            if (landed !== spec.path) throw new Error(`${spec.path} ended up at ${landed}`);
            const score = (id: (typeof CATEGORIES)[number]) => round((lhr.categories[id]?.score ?? 0) * 100);
            const value = (suffix: string, label: string, v: number, unit: string): ValueMeasurement => ({
              kind: 'value',
              target: `lighthouse-${spec.id}-${suffix}`,
              label: `${spec.path}: ${label}`,
              value: v,
              unit,
            });
            const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
            const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
            const bytes = assetBytes(lhr);
            measured.push(
              ...CATEGORIES.map((id) => value(id, `Lighthouse ${id}`, score(id), 'score')),
              value('lcp', 'largest contentful paint', round(lcp), 'ms'),
              value('tbt', 'total blocking time', round(tbt), 'ms'),
              value('wire', `JS + CSS on the wire (${bytes.files} files)`, round(bytes.wire / KB, 1), 'KB'),
              value('raw', 'JS + CSS uncompressed', round(bytes.raw / KB, 1), 'KB'),
            );
            ctx.log(
              `    performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}; LCP ${round(lcp)} ms, TBT ${round(tbt)} ms; JS + CSS ${round(bytes.wire / KB, 1)} KB on the wire`,
            );
            goals.push(
              {
                description: `${spec.path}: Lighthouse performance at least ${PERFORMANCE_GOAL}`,
                status: score('performance') >= PERFORMANCE_GOAL ? 'met' : 'not met',
                detail: `${score('performance')} (LCP ${round(lcp)} ms, TBT ${round(tbt)} ms)`,
              },
              {
                description: `${spec.path}: Lighthouse accessibility ${ACCESSIBILITY_GOAL}`,
                status: score('accessibility') >= ACCESSIBILITY_GOAL ? 'met' : 'not met',
                detail: String(score('accessibility')),
              },
            );
            if (spec.id === 'login') {
              goals.push({
                description: `/login: JS + CSS at most ${LOGIN_WIRE_GOAL_KB} KB on the wire`,
                status: bytes.wire <= LOGIN_WIRE_GOAL_KB * KB ? 'met' : 'not met',
                detail: `${round(bytes.wire / KB, 1)} KB in ${bytes.files} files (${round(bytes.raw / KB, 1)} KB uncompressed)`,
              });
            }
          } catch (err) {
            const reason = `failed: ${message(err)}`;
            ctx.log(`  ${spec.path} ${reason}`);
            skipped.push({ target: `lighthouse-${spec.id}`, label: spec.path, reason, failed: true });
            goals.push({
              description: `${spec.path}: Lighthouse performance at least ${PERFORMANCE_GOAL}`,
              status: 'skipped',
              detail: 'not measured (see above)',
            });
          }
        }
      } finally {
        await stopChrome();
        await server.stop();
      }
    } finally {
      await removeData();
      await removeDist();
    }
    notes.push(
      "Bytes on the wire are the transfer sizes Lighthouse recorded (compressed as sent); 1 KB = 1024 bytes. The signed-in run keeps the browser cache of its warm-up (storage is not reset, to keep the session), so its bytes are a return visit's.",
    );
    return { id: this.id, title: this.title, measurements: measured, skipped, goals, notes };
  },
};
