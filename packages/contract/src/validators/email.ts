import { type Check, fail, pass } from './result.ts';
import { codePointLength } from './text.ts';

// The spec leaves the email length limit as {T}; 100 is our choice, comfortably above real
// addresses and well under the 254 the mail standards allow.
export const EMAIL_MAX_LENGTH = 100;

// local@domain.tld: one @, no spaces, dot-separated domain labels and a letter TLD of 2+.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function checkEmail(s: string): Check {
  if (s.trim() === '') return fail('required');
  if (codePointLength(s) > EMAIL_MAX_LENGTH) return fail('emailTooLong', { max: EMAIL_MAX_LENGTH });
  const local = s.split('@')[0] ?? '';
  // The pattern lets dots through in the local part; mail servers refuse leading, trailing or doubled ones.
  const badDots = local.startsWith('.') || local.endsWith('.') || local.includes('..');
  return EMAIL_PATTERN.test(s) && !badDots ? pass() : fail('emailInvalid');
}
