import type { ValidatorMessageKey } from './messages.ts';
import { type Check, fail, pass } from './result.ts';

export const THAI_PHONE_PREFIX = '66-';
export const PHONE_MAX_DIGITS = 11;

const THAI_MOBILE = /^0[689]\d{8}$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export type NormalisedPhone = { ok: true; value: string } | { ok: false; key: ValidatorMessageKey };

// Stored form: Thai numbers carry the 66- prefix, mainland numbers are stored bare.
// The spec strips 66- before matching, so 66- followed by a mainland number is accepted and stored bare.
export function normalisePhone(input: string): NormalisedPhone {
  const raw = input.trim();
  if (raw === '') return { ok: false, key: 'required' };
  const digits = raw.startsWith(THAI_PHONE_PREFIX) ? raw.slice(THAI_PHONE_PREFIX.length) : raw;
  if (!/^\d+$/.test(digits)) return { ok: false, key: 'phoneInvalid' };
  if (digits.length > PHONE_MAX_DIGITS) return { ok: false, key: 'phoneTooLong' };
  if (THAI_MOBILE.test(digits)) return { ok: true, value: `${THAI_PHONE_PREFIX}${digits}` };
  if (MAINLAND_MOBILE.test(digits)) return { ok: true, value: digits };
  return { ok: false, key: 'phoneInvalid' };
}

export function checkPhone(input: string): Check {
  const result = normalisePhone(input);
  if (result.ok) return pass();
  return result.key === 'phoneTooLong' ? fail(result.key, { max: PHONE_MAX_DIGITS }) : fail(result.key);
}
