import { randomBytes } from 'node:crypto';

/** Generated ids are 32 characters (spec section 9): 128 random bits in hex. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}
