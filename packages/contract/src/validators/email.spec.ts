import { describe, expect, it } from 'vitest';
import { checkEmail, EMAIL_MAX_LENGTH } from './email.ts';

const invalid = { ok: false, key: 'emailInvalid' };

// Builds an address of exactly `length` characters.
const emailOfLength = (length: number) => `${'a'.repeat(length - '@shop.co.th'.length)}@shop.co.th`;

describe('checkEmail', () => {
  it.each(['seller@shop.co.th', 'first.last+promo@mail.example.com', 'a_b-c@x-y.io'])('accepts %s', (email) => {
    expect(checkEmail(email)).toEqual({ ok: true });
  });

  it.each([
    'seller.shop.co.th',
    'seller@@shop.co.th',
    'sel@ler@shop.co.th',
    'seller @shop.co.th',
    'seller@shop',
    'seller@shop.c',
    '@shop.co.th',
    'seller@',
    '.seller@shop.co.th',
    'seller.@shop.co.th',
    'sel..ler@shop.co.th',
    'seller@-shop.co.th',
    'ผู้ขาย@shop.co.th',
  ])('rejects %s', (email) => {
    expect(checkEmail(email)).toEqual(invalid);
  });

  it('accepts an address of exactly 100 characters and rejects 101', () => {
    expect(EMAIL_MAX_LENGTH).toBe(100);
    expect(checkEmail(emailOfLength(100))).toEqual({ ok: true });
    expect(checkEmail(emailOfLength(101))).toEqual({ ok: false, key: 'emailTooLong', params: { max: 100 } });
  });

  it('asks for an address when blank', () => {
    expect(checkEmail('')).toEqual({ ok: false, key: 'required' });
  });
});
