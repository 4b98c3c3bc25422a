import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/web-app.ts';
import { type ServedBuild, serveBuild } from './web-app-kit.ts';

// A build as vite writes it: hashed assets with their .br and .gz copies, index.html, robots.txt.
const script = `console.log(${JSON.stringify('สวัสดี '.repeat(400))});`;
let build: ServedBuild;
let app: FastifyInstance;

beforeAll(async () => {
  build = await serveBuild({
    'index.html': '<!doctype html><div id="root"></div>',
    'robots.txt': 'User-agent: *\nDisallow: /\n',
    'assets/index-AbC123.js': script,
    'assets/index-AbC123.js.br': brotliCompressSync(script),
    'assets/index-AbC123.js.gz': gzipSync(script),
  });
  expect(build.served).toBe(true);
  app = build.app;
});
afterAll(() => build.close());

const asset = (acceptEncoding: string) =>
  app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': acceptEncoding } });

describe('the built web app', () => {
  it('sends the brotli copy of a script to a browser that takes br, cached for a year', async () => {
    const r = await asset('gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(script);
    // Never revalidated: no validators or ranges to carry on each of the first load's files.
    expect([r.headers.etag, r.headers['last-modified'], r.headers['accept-ranges']]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sends the gzip copy to a browser that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a screen path with index.html, revalidated on every load', async () => {
    const r = await app.inject({ method: 'GET', url: '/login' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root">');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.etag).toBeTruthy();
  });

  it('answers HEAD on a screen path as GET, without the body, and HEAD on an API path with 404', async () => {
    const get = await app.inject({ method: 'GET', url: '/login' });
    const head = await app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/oms/nothing/here' })).statusCode).toBe(404);
  });

  it('keeps crawlers out with a real robots.txt', async () => {
    const r = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toBe('User-agent: *\nDisallow: /\n');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('serves nothing when there is no build', async () => {
    const bare = Fastify();
    expect(await registerWebApp(bare, join(build.dist, 'missing'))).toBe(false);
    await bare.close();
  });
});
