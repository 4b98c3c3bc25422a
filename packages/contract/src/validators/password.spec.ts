import { describe, expect, it } from 'vitest';
import { checkPasswordConfirmation, checkStrongPassword } from './password.ts';

const weak = { ok: false, key: 'passwordWeak' };

describe('checkStrongPassword', () => {
  it.each([
    [9, weak],
    [10, { ok: true }],
    [20, { ok: true }],
    [21, weak],
  ])('a password of %i characters gives %o', (length, expected) => {
    const pw = 'Ab1'.padEnd(length, 'x');
    expect(pw).toHaveLength(length);
    expect(checkStrongPassword(pw)).toEqual(expected);
  });

  it('rejects a password without an uppercase letter', () => {
    expect(checkStrongPassword('abcdefgh12')).toEqual(weak);
  });

  it('rejects a password without a lowercase letter', () => {
    expect(checkStrongPassword('ABCDEFGH12')).toEqual(weak);
  });

  it('rejects a password without a digit', () => {
    expect(checkStrongPassword('Abcdefghij')).toEqual(weak);
  });

  it('rejects a non-ASCII letter, even when the rest qualifies', () => {
    expect(checkStrongPassword('Abcdefgh1é')).toEqual(weak);
    expect(checkStrongPassword('Abcdefgh1ก')).toEqual(weak);
  });

  it('rejects symbols and spaces', () => {
    expect(checkStrongPassword('Abcdefgh1!')).toEqual(weak);
    expect(checkStrongPassword('Abcd efgh1')).toEqual(weak);
  });

  it('asks for a password when none is given', () => {
    expect(checkStrongPassword('')).toEqual({ ok: false, key: 'required' });
  });
});

describe('checkPasswordConfirmation', () => {
  it('accepts an identical confirmation', () => {
    expect(checkPasswordConfirmation('Abcdefgh12', 'Abcdefgh12')).toEqual({ ok: true });
  });

  it('reports a mismatch, including a difference in case only', () => {
    expect(checkPasswordConfirmation('Abcdefgh12', 'abcdefgh12')).toEqual({ ok: false, key: 'passwordMismatch' });
  });
});
