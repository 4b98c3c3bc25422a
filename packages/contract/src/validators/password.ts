import { type Check, fail, pass } from './result.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 20;

// ASCII only: a Thai or accented letter would be hard to type on another keyboard at login.
const ALLOWED = /^[A-Za-z0-9]+$/;

export function checkStrongPassword(pw: string): Check {
  if (pw === '') return fail('required');
  const strong =
    pw.length >= PASSWORD_MIN_LENGTH &&
    pw.length <= PASSWORD_MAX_LENGTH &&
    ALLOWED.test(pw) &&
    /[a-z]/.test(pw) &&
    /[A-Z]/.test(pw) &&
    /[0-9]/.test(pw);
  return strong ? pass() : fail('passwordWeak');
}

export function checkPasswordConfirmation(pw: string, confirm: string): Check {
  return pw === confirm ? pass() : fail('passwordMismatch');
}
