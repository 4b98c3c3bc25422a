import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a new build gives new names. */
const HASHED = /(^|\/)assets\//;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, robots.txt, the icon: asked again each time, so a new build shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist) when it is there: the files the build wrote, each
 * in the brotli or gzip copy the build wrote beside it when the browser takes one
 * (apps/web/vite.config.ts compresses them), hashed assets cached for a year without validators,
 * the rest revalidated on each load. Returns whether
 * the app is served; the caller answers the app's history paths with `sendFile('index.html')`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const inDist = path.startsWith(webDist) ? path.slice(webDist.length) : path;
      if (!HASHED.test(inDist)) {
        reply.header('cache-control', REVALIDATE);
        return;
      }
      reply.header('cache-control', IMMUTABLE);
      // Never asked again, so nothing to revalidate by or fetch in ranges: the first load's dozen
      // scripts are a dozen headers shorter.
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
    },
  });
  return true;
}

/**
 * Whether a request that matched no route is one of the web app's history paths (answered with
 * index.html): a GET, or a HEAD (the same answer without its body), outside the API, the API
 * docs and the media files.
 */
export function isAppPath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !(url.startsWith('/oms/') || url.startsWith('/docs') || url.startsWith('/media/'));
}
