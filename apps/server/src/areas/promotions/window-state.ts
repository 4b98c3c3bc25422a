import type { ActivityState } from '@sc/contract/activities.ts';
import { type Column, type SQL, sql } from 'drizzle-orm';

/** The window columns of a promotion read from the clock: stopped by hand, or from start to end. */
export interface WindowColumns {
  stoppedAt: Column;
  startAt: Column;
  /** A nullable end (purchase limits) runs without end. */
  endAt: Column;
}

/**
 * A promotion's state at `now`, read from the clock in SQL so that lists, tab counts and checkout
 * agree: stopped, else not started before its start, running before its end, else ended.
 */
export function windowState(window: WindowColumns, now: Date): SQL<ActivityState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const running = window.endAt.notNull
    ? sql`${at} < ${window.endAt}`
    : sql`(${window.endAt} is null or ${at} < ${window.endAt})`;
  return sql<ActivityState>`case
    when ${window.stoppedAt} is not null then 'stopped'
    when ${at} < ${window.startAt} then 'not_started'
    when ${running} then 'running'
    else 'ended' end`;
}
