import { randomBytes } from 'node:crypto';

/** Generated ids are 32 characters: 128 random bits in hex. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}
