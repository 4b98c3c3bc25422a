import { buildApp } from './app.ts';
import { thaiAreas } from './areas/reference/index.ts';
import { type Clock, SimulatorClock, systemClock } from './clock.ts';
import { readConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startConsoleMailer } from './dev-mailer.ts';
import { jobs } from './job-registry.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { seedDemo } from './seed/demo.ts';
import { seedPlatformData } from './seed/platform-data.ts';

const config = readConfig();
const clock: Clock = config.simulatorClock ? new SimulatorClock() : systemClock;

async function main() {
  let database: Database;
  try {
    database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir, port: config.embeddedPgPort },
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // From here a Ctrl-C or a SIGTERM closes what is open, the embedded cluster last.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let scheduler: Scheduler | undefined;
  const shutdown = async () => {
    scheduler?.stop();
    await app?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await seedPlatformData(database.db);
  // The address directory (a 0.5 MB file) is read before the first form asks for it.
  void thaiAreas();
  if (config.seedDemo) await seedDemo(database.db, clock.now());
  app = await buildApp({
    database,
    clock,
    webDist: config.webDist,
    logger: true,
    cookieSecure: config.cookieSecure,
    exposeOutbox: config.exposeOutbox,
  });
  if (process.env.MAIL_TO_CONSOLE !== '0') startConsoleMailer(database.db, (line) => console.log(line));
  const log = app.log;
  scheduler = new Scheduler(database.db, clock, jobs, (job, err) => log.error({ err, job: job.name }, 'job failed'));
  scheduler.start();
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 takes a free port; the line names the one taken.
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  console.log(`Seller Centre on http://localhost:${port} (${database.where})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
