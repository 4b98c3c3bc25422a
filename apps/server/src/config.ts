import { resolve } from 'node:path';

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
