import { bangkokMonthBounds } from '../src/bangkok-time.ts';
import type { TestServer } from './harness.ts';

// Shared by the finance tests: the clock moved to the next bill cycle.

const HOUR = 60 * 60 * 1000;

/** The test server's clock an hour into the next Bangkok month (its bills of the month before are due). */
export function nextMonth(s: TestServer): void {
  const to = new Date(bangkokMonthBounds(s.clock.now()).next.getTime() + HOUR);
  s.clock.advance(to.getTime() - s.clock.now().getTime());
}
