import { gt, max } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { toNumber } from './db/numbers.ts';
import { outbox } from './db/schema.ts';

/**
 * With no mail server, mail waits in the outbox table. This prints each new message to the
 * console so a person trying the demo can read a verification code or activation link.
 */
export function startConsoleMailer(db: Db, print: (line: string) => void, everyMs = 2000): () => void {
  let lastId = -1;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (lastId < 0) {
        // Mail older than this start was shown (or not) by an earlier run.
        const [row] = await db.select({ last: max(outbox.id) }).from(outbox);
        lastId = toNumber(row?.last);
      }
      const rows = await db.select().from(outbox).where(gt(outbox.id, lastId)).orderBy(outbox.id).limit(50);
      for (const m of rows) {
        print(`[mail to ${m.recipient}] ${m.subject}\n  ${m.body}`);
        lastId = m.id;
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick().catch(() => {}), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
