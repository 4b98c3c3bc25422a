import { type Check, fail, pass } from './result.ts';

export function checkListLength(list: readonly unknown[], size: number): Check {
  return list.length === size ? pass() : fail('listLengthMismatch', { size });
}
