import { resolve } from 'node:path';
import { MEDIA_URL_HOSTS } from '@sc/contract/calls/media.ts';

/** Settings from the environment, read once at start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    /** The embedded cluster's port (without DATABASE_URL); a free one when unset. */
    embeddedPgPort: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : undefined,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    seedDemo: env.SEED_DEMO !== '0',
    cookieSecure: env.COOKIE_SECURE === '1',
    /** Never in production: anyone could read anyone's verification codes. */
    exposeOutbox: env.DEV_OUTBOX === '1',
    /** The marketplace simulator may move the server's clock forward (demos and e2e only). */
    simulatorClock: env.SIMULATOR_CLOCK === '1',
  };
}

/**
 * Hosts an https picture or link may point at: the marketplaces' image hosts (subdomains included)
 * and those MEDIA_URL_HOSTS adds (comma-separated).
 */
export function mediaUrlHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.MEDIA_URL_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/^\.+/, ''))
    .filter(Boolean);
  return [...MEDIA_URL_HOSTS, ...extra];
}
