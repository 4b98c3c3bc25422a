import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatValidatorMessage, isValidatorMessageKey } from './messages.ts';
import { zBaht, zEmail, zKeywords, zNotEmptyString, zPhone, zStrongPassword } from './zod.ts';

// The first issue's message, i.e. what the server would translate for the user.
function issueOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  const [issue] = result.error.issues;
  return issue;
}

describe('zStrongPassword', () => {
  it('passes a strong password through unchanged', () => {
    expect(zStrongPassword.parse('Abcdefgh12')).toBe('Abcdefgh12');
  });

  it('reports a weak password with its message key', () => {
    expect(issueOf(zStrongPassword, 'abcdefgh12')?.message).toBe('passwordWeak');
  });

  it('reports a missing password as required', () => {
    expect(issueOf(zStrongPassword, undefined)?.message).toBe('required');
  });
});

describe('zPhone', () => {
  it('outputs the stored form', () => {
    expect(zPhone.parse('0812345678')).toBe('66-0812345678');
    expect(zPhone.parse('13812345678')).toBe('13812345678');
  });

  it('reports an invalid number with its key and a too-long one with its limit', () => {
    expect(issueOf(zPhone, '0712345678')?.message).toBe('phoneInvalid');
    const tooLong = issueOf(zPhone, '081234567890');
    expect(tooLong?.message).toBe('phoneTooLong');
    expect(tooLong && 'params' in tooLong ? tooLong.params : undefined).toEqual({ max: 11 });
  });

  it('reports a number given as a number with the phone message', () => {
    expect(issueOf(zPhone, 812345678)?.message).toBe('phoneInvalid');
  });
});

describe('zEmail', () => {
  it('accepts a valid address and reports a bad one', () => {
    expect(zEmail.parse('seller@shop.co.th')).toBe('seller@shop.co.th');
    expect(issueOf(zEmail, 'seller@shop')?.message).toBe('emailInvalid');
  });
});

describe('zNotEmptyString', () => {
  it('rejects blank text as required', () => {
    expect(issueOf(zNotEmptyString(), '   ')?.message).toBe('required');
  });

  it('enforces the length limit in code points', () => {
    const giftTitle = zNotEmptyString(30);
    expect(giftTitle.parse('赠'.repeat(30))).toBe('赠'.repeat(30));
    expect(issueOf(giftTitle, '赠'.repeat(31))?.message).toBe('tooLong');
  });
});

describe('zBaht', () => {
  it('turns baht text or numbers into integer satang', () => {
    expect(zBaht.parse('12.50')).toBe(1250);
    expect(zBaht.parse(19.99)).toBe(1999);
    expect(zBaht.parse('0')).toBe(0);
  });

  it('rejects three decimals and negative amounts', () => {
    expect(issueOf(zBaht, '12.345')?.message).toBe('amountInvalid');
    expect(issueOf(zBaht, -1)?.message).toBe('amountInvalid');
  });
});

describe('zKeywords', () => {
  it('splits a keyword text into a capped list', () => {
    expect(zKeywords.parse('a b\nc、d')).toEqual(['a', 'b', 'c', 'd']);
    expect(zKeywords.parse(Array.from({ length: 150 }, (_, i) => `k${i}`).join(' '))).toHaveLength(100);
  });
});

describe('in a request schema', () => {
  const register = z.object({ password: zStrongPassword, phone: zPhone, email: zEmail, shopName: zNotEmptyString(40) });

  it('gives the server a key per field that it can translate', () => {
    const result = register.safeParse({ password: 'short', phone: '0712345678', email: 'x', shopName: '' });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    const byField = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(byField).toEqual({
      password: 'passwordWeak',
      phone: 'phoneInvalid',
      email: 'emailInvalid',
      shopName: 'required',
    });
    for (const issue of issues) {
      expect(isValidatorMessageKey(issue.message)).toBe(true);
      if (isValidatorMessageKey(issue.message)) {
        expect(formatValidatorMessage(issue.message, 'th-TH')).toMatch(/[\u0E00-\u0E7F]/);
      }
    }
  });

  it('can be described as JSON Schema for both input and output', () => {
    expect(() => z.toJSONSchema(register, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(z.object({ price: zBaht, keywords: zKeywords, phone: zPhone }))).not.toThrow();
  });
});
