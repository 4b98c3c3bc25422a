/**
 * What the web app ships on a cold first load: the JavaScript and CSS that /login (signed out)
 * and /dashboard/index (signed in as demo-owner) load in headless Chromium, gzipped.
 *
 * - The web app is always built first (`npm run build -w apps/web`, type check included), into a
 *   temp directory the server is pointed at (WEB_DIST): the figures are those of the sources as
 *   they are, and apps/web/dist, which an e2e run may be serving, is never touched.
 * - Each page opens in a fresh browser context (empty cache); every script and stylesheet it
 *   fetches until the network has gone quiet counts once, lazy chunks included.
 * - Each body is gzipped here (zlib, default level 6, as the e2e check does), so that figure does
 *   not depend on whether the server compresses; each body is also checked against the built file.
 * - Beside it, the bytes on the wire: each body as Chromium received it (it asks for br, gzip,
 *   deflate and zstd; the server sends the precompressed brotli the build wrote), from Playwright's
 *   request sizes. That is what a merchant's browser downloads.
 * - KB are 1024 bytes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Response } from 'playwright-core';
import { findBrowser, NO_BROWSER } from '../../../scripts/prepare.mjs';
import { onCleanup } from '../cleanup.ts';
import type {
  Goal,
  Scenario,
  ScenarioContext,
  ScenarioResult,
  SizedFile,
  Skip,
  ValueMeasurement,
} from '../scenario.ts';
import { loginDemoOwnerSession, SESSION_COOKIE } from '../seller-centre.ts';
import { REPO_ROOT, type ServerProcess, startSellerCentre } from '../servers.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The browser asks for Thai, as the marketplace's merchants' browsers do (and as the e2e specs do). */
const LOCALE = 'th-TH';
/** After the network is idle, no new script or stylesheet for this long ends the count. */
const QUIET_MS = 2_000;
const SETTLE_TIMEOUT_MS = 20_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
/** How long the web app keeps a stored value (7 days). */
const STORED_VALUE_TTL_MS = 7 * 24 * 3600 * 1000;
const KB = 1024;

interface PageSpec {
  id: string;
  path: string;
  goalKB: number;
  /** At most this many KB on the wire (the body as the server encoded it), where a goal is set. */
  wireGoalKB?: number;
  signedIn: boolean;
  /** Shown once the screen has rendered. */
  ready: (page: Page) => Locator;
}

const PAGES: PageSpec[] = [
  {
    id: 'login',
    path: '/login',
    goalKB: 165,
    wireGoalKB: 150,
    signedIn: false,
    ready: (page) => page.locator('input[type="password"]'),
  },
  {
    id: 'dashboard',
    path: '/dashboard/index',
    goalKB: 500,
    signedIn: true,
    // The shell's side menu; a new shop gets the agreement gate over it (its assets count too).
    ready: (page) => page.locator('.ant-layout-sider nav').or(page.getByTestId('agreement-text')),
  },
];

interface PageLoad {
  spec: PageSpec;
  files: SizedFile[];
  notes: string[];
}

const sum = (files: SizedFile[], key: 'bytes' | 'gzipBytes' | 'wireBytes') =>
  files.reduce((total, f) => total + (f[key] ?? 0), 0);
const kb = (bytes: number) => Math.round((bytes / KB) * 100) / 100;
/** Playwright's errors go on with a call log (and colour codes) after the first line. */
const firstLine = (text: string) => (text.split('\n')[0] ?? text).trim();
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs `npm run build -w apps/web` with vite's output in `outDir`; its process group is killed on cleanup. */
export async function buildWeb(ctx: ScenarioContext, outDir: string): Promise<void> {
  const started = Date.now();
  ctx.log(`building the web app into ${outDir}`);
  const child: ChildProcess = spawn(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: REPO_ROOT,
      // NODE_ENV=development from the bench's environment would make vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so npm, tsc and vite all stop together.
      detached: true,
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn npm');
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown'));
    child.once('error', (err) => resolveExit(err.message));
  });
  const killGroup = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const stop = onCleanup(
    `stop the web build (pid ${pid})`,
    async () => {
      if (child.exitCode === null && child.signalCode === null) killGroup();
    },
    killGroup,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), BUILD_TIMEOUT_MS);
  });
  const result = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  await stop();
  if (result !== 0) {
    const tail = output.join('').trimEnd().split('\n').slice(-30).join('\n  ');
    throw new Error(
      result === 'timeout'
        ? `the web build took over ${BUILD_TIMEOUT_MS / 1000} s:\n  ${tail}`
        : `the web build failed (${result}):\n  ${tail}`,
    );
  }
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`the web build wrote no ${outDir}/index.html`);
  ctx.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function assetType(response: Response): 'js' | 'css' | null {
  const url = new URL(response.url());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const resourceType = response.request().resourceType();
  if (resourceType === 'script' || /\.m?js$/.test(url.pathname)) return 'js';
  if (resourceType === 'stylesheet' || url.pathname.endsWith('.css')) return 'css';
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript/.test(contentType)) return 'js';
  if (/^text\/css/.test(contentType)) return 'css';
  return null;
}

/** Reads one script or stylesheet, checks it is what the build wrote, and sizes it. */
async function sizeAsset(response: Response, type: 'js' | 'css', origin: string, distDir: string): Promise<SizedFile> {
  const url = new URL(response.url());
  const path = url.origin === origin ? url.pathname : url.href;
  if (response.status() !== 200) throw new Error(`${path} answered HTTP ${response.status()}`);
  const contentType = response.headers()['content-type'] ?? '';
  if (!(type === 'js' ? /javascript/ : /^text\/css/).test(contentType)) {
    throw new Error(`${path} came as ${contentType || 'no content type'}, not ${type} (missing from the build?)`);
  }
  const body = await response.body();
  if (url.origin === origin) {
    const file = resolve(distDir, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(distDir + sep) || !existsSync(file)) throw new Error(`${path} is not a file of the build`);
    if (!readFileSync(file).equals(body)) throw new Error(`${path}: the body differs from the built file`);
  }
  // Known once the body has arrived; -1 where Chromium could not tell.
  const { responseBodySize } = await response.request().sizes();
  const encoding = response.headers()['content-encoding'] ?? 'identity';
  return {
    path,
    type,
    bytes: body.length,
    gzipBytes: gzipSync(body).length,
    ...(responseBodySize >= 0 ? { wireBytes: responseBodySize } : {}),
    encoding,
  };
}

/** Opens one page in a fresh context and sizes every script and stylesheet it loads. */
async function loadPage(
  ctx: ScenarioContext,
  browser: Browser,
  server: ServerProcess,
  distDir: string,
  spec: PageSpec,
): Promise<PageLoad> {
  const notes: string[] = [];
  const context: BrowserContext = await browser.newContext({
    locale: LOCALE,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  try {
    if (spec.signedIn) await signIn(context, server.baseUrl);
    const origin = new URL(server.baseUrl).origin;
    const sized = new Map<string, Promise<SizedFile | Error>>();
    const failed: string[] = [];
    const pageErrors: string[] = [];
    let lastAssetAt = Date.now();
    context.on('response', (response) => {
      const type = assetType(response);
      if (!type || sized.has(response.url())) return;
      lastAssetAt = Date.now();
      // Settled to a value at once, so no rejection is ever left unhandled.
      sized.set(
        response.url(),
        sizeAsset(response, type, origin, distDir).catch((err: unknown) => new Error(message(err))),
      );
    });
    context.on('requestfailed', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet' || /\.(m?js|css)(\?|$)/.test(request.url())) {
        failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
      }
    });
    const page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));

    ctx.log(`  opening ${spec.path}${spec.signedIn ? ' as demo-owner' : ''}`);
    await page.goto(`${server.baseUrl}${spec.path}`, { waitUntil: 'load', timeout: 30_000 });
    await spec
      .ready(page)
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch((err: unknown) => {
        throw new Error(`${spec.path} did not render (at ${new URL(page.url()).pathname}): ${message(err)}`);
      });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {
      notes.push(`${spec.path}: the network never went idle for 500 ms; counted what had loaded by then.`);
    });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() - lastAssetAt < QUIET_MS && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    if (Date.now() - lastAssetAt < QUIET_MS) {
      notes.push(
        `${spec.path}: scripts or stylesheets were still arriving after ${SETTLE_TIMEOUT_MS / 1000} s; counted those so far.`,
      );
    }
    const landed = new URL(page.url()).pathname;
    if (landed !== spec.path) throw new Error(`${spec.path} ended up at ${landed}`);
    if (spec.signedIn && (await page.getByTestId('agreement-text').isVisible())) {
      notes.push(`${spec.path}: the agreement gate was showing (the demo shop is new); its assets count.`);
    }
    if (failed.length > 0) throw new Error(`${spec.path}: requests failed: ${failed.join(', ')}`);
    if (pageErrors.length > 0) notes.push(`${spec.path}: page errors: ${pageErrors.join(' | ')}`);

    const files: SizedFile[] = [];
    for (const result of await Promise.all(sized.values())) {
      if (result instanceof Error) throw new Error(`${spec.path}: ${result.message}`);
      files.push(result);
    }
    if (!files.some((f) => f.type === 'js')) throw new Error(`${spec.path} loaded no script`);
    return { spec, files, notes };
  } finally {
    await context.close();
  }
}

/** The API login's cookie, and the values the login screen would have stored, before any page opens. */
async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const { cookie, data } = await loginDemoOwnerSession(baseUrl);
  const value = cookie.slice(`${SESSION_COOKIE}=`.length);
  await context.addCookies([{ name: SESSION_COOKIE, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  // What the login screen stores (rememberLogin), written before any of the page's scripts run. As
  // source text: tsx would wrap a function's inner functions in helpers the page does not have.
  const stored: Record<string, unknown> = {
    userId: data.userId,
    userName: data.userName,
    shopList: data.shopList,
    ...(data.shopId ? { shopId: data.shopId } : {}),
  };
  await context.addInitScript({
    content: `(() => {
      const expiresAt = Date.now() + ${STORED_VALUE_TTL_MS};
      for (const [key, value] of Object.entries(${JSON.stringify(stored)}))
        localStorage.setItem('sc.' + key, JSON.stringify({ value, expiresAt }));
    })();`,
  });
}

function measurements(load: PageLoad): ValueMeasurement[] {
  const { spec, files } = load;
  const js = files.filter((f) => f.type === 'js');
  const css = files.filter((f) => f.type === 'css');
  const value = (suffix: string, label: string, bytes: number, extra: Partial<ValueMeasurement> = {}) => ({
    kind: 'value' as const,
    target: `${spec.id}-${suffix}`,
    label: `${spec.path}: ${label}`,
    value: kb(bytes),
    unit: 'KB',
    ...extra,
  });
  return [
    value('gzip', `JS + CSS gzipped (${files.length} files)`, sum(files, 'gzipBytes'), { files }),
    value('js-gzip', `JS gzipped (${js.length} files)`, sum(js, 'gzipBytes')),
    value('css-gzip', `CSS gzipped (${css.length} files)`, sum(css, 'gzipBytes')),
    value('raw', 'JS + CSS uncompressed', sum(files, 'bytes')),
    ...(wireKnown(files) ? [value('wire', `JS + CSS on the wire (${encodings(files)})`, sum(files, 'wireBytes'))] : []),
  ];
}

/** Whether Chromium told every file's size on the wire. */
const wireKnown = (files: SizedFile[]) => files.every((f) => f.wireBytes !== undefined);

/** How the server encoded the files, e.g. "br ×5, identity ×2". */
function encodings(files: SizedFile[]): string {
  const counts = new Map<string, number>();
  for (const { encoding = '?' } of files) counts.set(encoding, (counts.get(encoding) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} ×${n}`).join(', ');
}

function fileList(load: PageLoad): string {
  const sorted = [...load.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const name = (f: SizedFile) => (f.path.startsWith('/assets/') ? f.path.slice('/assets/'.length) : f.path);
  const wire = (f: SizedFile) =>
    f.wireBytes === undefined ? '' : ` (wire ${kb(f.wireBytes).toFixed(1)} ${f.encoding})`;
  return `${load.spec.path} files, KB gzipped: ${sorted.map((f) => `${name(f)} ${kb(f.gzipBytes).toFixed(1)}${wire(f)}`).join(', ')}`;
}

export const bundleSize: Scenario = {
  id: 'bundle-size',
  title: 'Bundle size: gzipped JS + CSS of the first load of /login and /dashboard/index',
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
    const distDir = mkdtempSync(join(tmpdir(), 'sc-bench-web-'));
    const removeDist = removeDir(distDir);
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-bundle-'));
    // The embedded cluster runs as the user postgres when the bench runs as root.
    chmodSync(dataDir, 0o755);
    const removeData = removeDir(dataDir);
    try {
      await buildWeb(ctx, distDir);
      notes.push(
        'The web app was built fresh for this run (npm run build -w apps/web) into a temp dir the server serves through WEB_DIST, removed afterwards; apps/web/dist is left alone.',
      );

      ctx.log(`starting the seller centre on its embedded PostgreSQL (DATA_DIR ${dataDir}, WEB_DIST ${distDir})`);
      const server = await startSellerCentre(
        { kind: 'embedded', dataDir },
        { env: { WEB_DIST: distDir, COOKIE_SECURE: '0' } },
      );
      // The browser the tests use (CHROMIUM_PATH, else the system's headless shell or Chromium).
      const executablePath = findBrowser();
      if (!executablePath) throw new Error(NO_BROWSER);
      let browser: Browser | undefined;
      const closeBrowser = onCleanup('close Chromium', async () => {
        await browser?.close();
      });
      try {
        browser = await chromium.launch({
          executablePath,
          args: CHROMIUM_ARGS,
          headless: true,
          // The bench's own handlers clean up on a signal; Playwright kills the browser on exit regardless.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
        notes.push(
          `Chromium ${browser.version()} (${executablePath}), headless, locale ${LOCALE}, a fresh context per page.`,
        );

        for (const spec of PAGES) {
          const goalText = `${spec.path} ships at most ${spec.goalKB} KB of JS + CSS, gzipped`;
          try {
            const load = await loadPage(ctx, browser, server, distDir, spec);
            measured.push(...measurements(load));
            notes.push(...load.notes, fileList(load));
            const total = sum(load.files, 'gzipBytes');
            const js = sum(
              load.files.filter((f) => f.type === 'js'),
              'gzipBytes',
            );
            ctx.log(`    ${kb(total).toFixed(1)} KB gzipped in ${load.files.length} files`);
            goals.push({
              description: goalText,
              status: total <= spec.goalKB * KB ? 'met' : 'not met',
              detail: `${kb(total).toFixed(1)} KB in ${load.files.length} files (JS ${kb(js).toFixed(1)} KB, CSS ${kb(total - js).toFixed(1)} KB)`,
            });
            if (spec.wireGoalKB !== undefined) {
              const known = wireKnown(load.files);
              const wire = sum(load.files, 'wireBytes');
              goals.push({
                description: `${spec.path} downloads at most ${spec.wireGoalKB} KB of JS + CSS on the wire`,
                status: !known ? 'skipped' : wire <= spec.wireGoalKB * KB ? 'met' : 'not met',
                detail: known
                  ? `${kb(wire).toFixed(1)} KB (${encodings(load.files)})`
                  : 'Chromium did not report every body size',
              });
            }
          } catch (err) {
            const reason = `failed: ${message(err)}`;
            ctx.log(`  ${spec.path} ${reason}`);
            skipped.push({
              target: `${spec.id}-gzip`,
              label: spec.path,
              reason: firstLine(reason),
              failed: true,
            });
            goals.push({ description: goalText, status: 'skipped', detail: 'not measured (see above)' });
            notes.push(`${spec.path} ${firstLine(reason)}`);
          }
        }
      } finally {
        await closeBrowser();
        await server.stop();
      }
    } finally {
      await removeData();
      await removeDist();
    }
    notes.push(
      'Each body is gzipped by the bench (zlib default level 6), whatever the server sends; the wire figure is the body as the server sent it to Chromium; 1 KB = 1024 bytes. Styles antd generates at run time are inside its JS, not counted again.',
    );
    return { id: this.id, title: this.title, measurements: measured, skipped, goals, notes };
  },
};
