import { type Check, fail, pass } from './result.ts';

// For amounts where 0 makes no sense, e.g. "recharge amount cannot be zero".
export function checkNotZero(n: number): Check {
  return n === 0 ? fail('valueZero') : pass();
}
