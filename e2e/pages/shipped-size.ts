import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * The JavaScript and CSS a page loads, gzipped (the server sends them uncompressed; a CDN or
 * proxy in front would gzip them), in KB. Counts every script and stylesheet the page fetched
 * until the network went quiet, lazy chunks included.
 */
export async function shippedKB(page: Page, open: () => Promise<unknown>): Promise<{ kb: number; files: number }> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (!/\.(js|css)(\?|$)/.test(new URL(response.url()).pathname)) return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  };
  page.on('response', onResponse);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: sizes.length };
}
