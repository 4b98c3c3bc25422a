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

export interface WireFile {
  path: string;
  /** The body as it came over the network (compressed when the server compressed it). */
  bytes: number;
  /** The response's status line and headers. */
  headerBytes: number;
  /** The response's content-encoding (br, gzip), or 'identity'. */
  encoding: string;
}

/**
 * The JavaScript and CSS a page loads as the server sends them: each body's size on the wire
 * (the browser's encoded size, brotli or gzip as the server chose), every script and stylesheet
 * fetched until the network went quiet, lazy chunks included. KB are 1024 bytes.
 */
export async function wireKB(page: Page, open: () => Promise<unknown>): Promise<{ kb: number; files: WireFile[] }> {
  const files: Promise<WireFile>[] = [];
  const onFinished = (request: import('@playwright/test').Request) => {
    const path = new URL(request.url()).pathname;
    if (!/\.(js|css)$/.test(path)) return;
    files.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        path,
        bytes: sizes.responseBodySize,
        headerBytes: sizes.responseHeadersSize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  };
  page.on('requestfinished', onFinished);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  const sized = await Promise.all(files);
  const bytes = sized.reduce((total, file) => total + file.bytes, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: sized.sort((a, b) => b.bytes - a.bytes) };
}
