import { request, test } from '@playwright/test';
import { type FreshServer, startFreshServer } from './fresh-server.ts';
import { prepareDemoShop } from './shell-session.ts';

/**
 * A server of its own for the spec file that calls this at its top, its demo shop made ready for
 * work (both agreements signed, a return address, the service set up), so what the file does
 * leaves the shared server's demo shops as seeded, and nothing another file does reaches it. The
 * file's tests get it as their `baseURL`: their pages and `page.request` go to it with relative
 * paths, as on the shared server. `baseURL` is also returned, there once the file's tests run.
 * List the file in OWN_SERVER (playwright.config.ts), so it runs beside the shared server's files.
 * `env` sets the server's own settings (SIMULATOR_CLOCK=1 lets the simulator move its clock).
 */
export function ownDemoServer(env: Record<string, string> = {}): { readonly baseURL: string } {
  let server: FreshServer | undefined;
  let starting: Promise<FreshServer> | undefined;
  // Started by whichever asks first: the file's beforeAll, or the first test's baseURL.
  const start = () => {
    starting ??= (async () => {
      const fresh = await startFreshServer(env);
      const api = await request.newContext();
      await prepareDemoShop(api, fresh.baseURL);
      await api.dispose();
      server = fresh;
      return fresh;
    })();
    return starting;
  };
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await start();
  });
  test.afterAll(async () => {
    await (await starting)?.stop();
  });
  test.use({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    baseURL: async ({}, use) => {
      await use((await start()).baseURL);
    },
  });
  return {
    get baseURL() {
      if (!server) throw new Error('the own server is started by beforeAll, before the tests');
      return server.baseURL;
    },
  };
}
