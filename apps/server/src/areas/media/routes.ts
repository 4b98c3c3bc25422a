import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mediaRoot, PUBLIC_FOLDER } from './storage.ts';

// GET /media/<shopId>/<file>: the shop's public images and videos. Names are ours (32 hex
// characters, an optional _w<width> and a known extension), so anything else — other folders,
// `..`, encoded separators, private uploads — is not found. A stored file never changes under
// its name, so browsers and CDNs may keep it for a year.

const SERVED = /^\/[0-9a-f]{32}\/[0-9a-f]{32}(_w\d{1,5})?\.(jpg|png|webp|mp4)$/;

export const MEDIA_PREFIX = `/${PUBLIC_FOLDER}/`;

export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaRoot(),
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    suppressWarning: true,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => SERVED.test(pathName),
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
