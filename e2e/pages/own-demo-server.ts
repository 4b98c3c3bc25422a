import { test } from '@playwright/test';
import { type FreshServer, startFreshServer } from './fresh-server.ts';
import { prepareDemoShop } from './shell-session.ts';

/**
 * A server of its own for the spec file that calls this at its top, its demo shop made ready for
 * work (both agreements signed, a return address, the service set up), so what the file does
 * leaves the shared server's demo shop as seeded. `baseURL` is there once the file's tests run.
 */
export function ownDemoServer(): { readonly baseURL: string } {
  let server: FreshServer | undefined;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(150_000);
    server = await startFreshServer();
    const request = await playwright.request.newContext();
    await prepareDemoShop(request, server.baseURL);
    await request.dispose();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseURL() {
      if (!server) throw new Error('the own server is started by beforeAll, before the tests');
      return server.baseURL;
    },
  };
}
