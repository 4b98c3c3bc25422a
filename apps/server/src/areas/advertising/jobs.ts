import { sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../jobs/job.ts';

// Daily budgets restart on the next Bangkok day: a plan whose daily budget was used up runs again
// with nothing spent today (the platform's sweep over every shop's plans, one UPDATE).

const MINUTE = 60 * 1000;

export async function restartDailyBudgets(tx: Db, now: Date): Promise<number> {
  const today = bangkokDay(now);
  const done = (await tx.execute(sql`
    update ad_plans set status = 'running', budget_used = null, spent_today = 0, spent_day = ${today},
      updated_at = ${now.toISOString()}::timestamptz
    where status = 'budgetUsedUp' and budget_used = 'daily' and spent_day < ${today}
    returning id
  `)) as unknown as { rows: unknown[] };
  return done.rows.length;
}

export const advertisingJobs: readonly Job[] = [
  { name: 'advertising.daily-budget-restart', everyMs: MINUTE, run: restartDailyBudgets },
];
