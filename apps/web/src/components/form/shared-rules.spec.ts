import { loginAcct } from '@sc/contract/common.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { currentLocale } from '../../i18n/i18n.ts';
import {
  confirmationRule,
  emailRule,
  maxLengthRule,
  phoneRule,
  schemaRule,
  strongPasswordRule,
} from './shared-rules.ts';

/** Runs a rule's validator as antd would; resolves with its message, or undefined when it passes. */
async function run(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}): Promise<string | undefined> {
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  const object = typeof rule === 'function' ? rule(form) : rule;
  try {
    await object.validator?.(object, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const shared = (key: Parameters<typeof formatValidatorMessage>[0], params?: Record<string, number>) =>
  formatValidatorMessage(key, currentLocale(), params);

describe('form rules built on the shared validators', () => {
  it('refuse a weak password with the shared words and let a strong one pass', async () => {
    expect(await run(strongPasswordRule, 'abcdefghij')).toBe(shared('passwordWeak'));
    expect(await run(strongPasswordRule, 'Seller2026ok')).toBeUndefined();
  });

  it('leave an empty value to the required rule', async () => {
    expect(await run(strongPasswordRule, '')).toBeUndefined();
    expect(await run(phoneRule, undefined)).toBeUndefined();
  });

  it('compare the confirmation with the password field', async () => {
    const rule = confirmationRule('password');
    expect(await run(rule, 'Seller2026ok', { password: 'Seller2026ok' })).toBeUndefined();
    expect(await run(rule, 'Seller2026no', { password: 'Seller2026ok' })).toBe(shared('passwordMismatch'));
  });

  it('check phones and e-mails as the server does', async () => {
    expect(await run(phoneRule, '0812345678')).toBeUndefined();
    expect(await run(phoneRule, '66-0812345678')).toBeUndefined();
    expect(await run(phoneRule, '12345')).toBe(shared('phoneInvalid'));
    expect(await run(emailRule, 'owner@shop.example')).toBeUndefined();
    expect(await run(emailRule, 'owner@shop')).toBe(shared('emailInvalid'));
  });

  it('match a contract schema with the screen’s own message', async () => {
    const rule = schemaRule(loginAcct, 'bad name');
    expect(await run(rule, 'shop.owner_1')).toBeUndefined();
    expect(await run(rule, 'ร้านค้า')).toBe('bad name');
  });

  it('count length in characters as the server does', async () => {
    expect(await run(maxLengthRule(3), 'abc')).toBeUndefined();
    expect(await run(maxLengthRule(3), 'abcd')).toBe(shared('tooLong', { max: 3 }));
  });
});
