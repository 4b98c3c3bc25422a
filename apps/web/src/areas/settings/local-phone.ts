import { THAI_PHONE_PREFIX } from '@sc/contract/validators/phone.ts';

/** A stored phone as the merchant typed it: Thai numbers are stored with 66- in front. */
export function localPhone(stored: string): string {
  return stored.startsWith(THAI_PHONE_PREFIX) ? stored.slice(THAI_PHONE_PREFIX.length) : stored;
}
