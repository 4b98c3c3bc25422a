import { buildApp } from './app.ts';
import { thaiAreas } from './areas/reference/thai-areas.ts';
import { type Clock, SimulatorClock, systemClock } from './clock.ts';
import { readConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startConsoleMailer } from './dev-mailer.ts';
import { jobs } from './job-registry.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { seedDemo } from './seed/demo.ts';
import { seedReference } from './seed/reference.ts';

const config = readConfig();
const clock: Clock = config.simulatorClock ? new SimulatorClock() : systemClock;

async function main() {
  let database: Database;
  try {
    database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await seedReference(database.db);
  // The address directory takes a second to read; warm it before the first form asks.
  void thaiAreas();
  if (config.seedDemo) await seedDemo(database.db, clock.now());
  const app = await buildApp({
    database,
    clock,
    webDist: config.webDist,
    logger: true,
    cookieSecure: config.cookieSecure,
    exposeOutbox: config.exposeOutbox,
  });
  if (process.env.MAIL_TO_CONSOLE !== '0') startConsoleMailer(database.db, (line) => console.log(line));
  const scheduler = new Scheduler(database.db, clock, jobs, (job, err) =>
    app.log.error({ err, job: job.name }, 'job failed'),
  );
  scheduler.start();
  const shutdown = async () => {
    scheduler.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Seller Centre on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
