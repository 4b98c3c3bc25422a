import { type Check, fail, pass } from './result.ts';

// `now` is a parameter so callers and tests control the clock; the server should pass its own time.
export function isInPast(date: Date, now: Date = new Date()): boolean {
  return date.getTime() < now.getTime();
}

// Start times, authorisation times and the like must not lie before now.
export function checkNotInPast(date: Date, now: Date = new Date()): Check {
  if (Number.isNaN(date.getTime())) return fail('required');
  return isInPast(date, now) ? fail('dateInPast') : pass();
}
