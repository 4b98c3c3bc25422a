import { LOTTERY_SHIP_WITHIN_DAYS, UNSHIPPED_CANCEL_WORKING_DAYS } from '@sc/contract/constants.ts';
import { bangkokWall } from '../../bangkok-time.ts';

// The order's deadlines in working days and days.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `n` working days (Monday to Friday in Asia/Bangkok) after `date`, at the same time of day.
 * A date on a weekend counts from the next Monday's start of the same clock time.
 */
export function addWorkingDays(date: Date, n: number): Date {
  let t = date.getTime();
  let left = n;
  while (left > 0) {
    t += DAY_MS;
    const weekday = bangkokWall(new Date(t)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(t);
}

/** When an order paid (or, cash on delivery, placed) at `at` must be shipped by. */
export function shipDeadlineOf(orderType: string, at: Date): Date {
  return orderType === 'lottery'
    ? new Date(at.getTime() + LOTTERY_SHIP_WITHIN_DAYS * DAY_MS)
    : addWorkingDays(at, UNSHIPPED_CANCEL_WORKING_DAYS);
}
