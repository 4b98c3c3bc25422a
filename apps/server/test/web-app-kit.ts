import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { isAppPath, registerWebApp } from '../src/web-app.ts';

// Shared by web-app.spec.ts and security-headers.spec.ts: a build as vite writes it, in a folder
// of its own, served as app.ts serves it.

export interface ServedBuild {
  app: FastifyInstance;
  /** The build's folder. */
  dist: string;
  /** What registerWebApp answered: whether it found a build to serve. */
  served: boolean;
  close(): Promise<void>;
}

/**
 * Writes `files` (path in the build → content) to a fresh folder and serves it on a new Fastify:
 * `before` registers what app.ts registers ahead of the files (the security headers), then the
 * files, then the app's history paths get index.html and anything else a 404.
 */
export async function serveBuild(
  files: Record<string, string | Buffer>,
  before: (app: FastifyInstance) => void = () => undefined,
): Promise<ServedBuild> {
  const dist = mkdtempSync(join(tmpdir(), 'sc-web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const app = Fastify();
  before(app);
  const served = await registerWebApp(app, dist);
  app.setNotFoundHandler((req, reply) =>
    isAppPath(req.method, req.url) ? reply.type('text/html').sendFile('index.html') : reply.status(404).send(),
  );
  await app.ready();
  return {
    app,
    dist,
    served,
    close: async () => {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
