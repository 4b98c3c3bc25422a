import type { Locale } from '@sc/contract/locale.ts';
import { checkEmail } from '@sc/contract/validators/email.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { checkPasswordConfirmation, checkStrongPassword } from '@sc/contract/validators/password.ts';
import { checkPhone } from '@sc/contract/validators/phone.ts';
import type { Check } from '@sc/contract/validators/result.ts';
import { checkMaxLength, checkNoDollar } from '@sc/contract/validators/text.ts';
import type { FormRule } from 'antd';
import { currentLocale } from '../../i18n/i18n.ts';

// antd Form rules that run the shared validators of packages/contract, so a form refuses
// exactly what the server refuses and says it in the same words.

const message = (check: Extract<Check, { ok: false }>, locale: Locale = currentLocale()) =>
  formatValidatorMessage(check.key, locale, check.params);

/** A rule from a shared check; empty values pass (a `required` rule speaks for them). */
function sharedRule(check: (value: string) => Check): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const result = check(value);
      if (!result.ok) throw new Error(message(result));
    },
  };
}

export const strongPasswordRule: FormRule = sharedRule(checkStrongPassword);
export const emailRule: FormRule = sharedRule(checkEmail);
export const phoneRule: FormRule = sharedRule(checkPhone);
export const noDollarRule: FormRule = sharedRule(checkNoDollar);

/** The confirmation must equal the field `passwordField` (give the Form.Item `dependencies` too). */
export function confirmationRule(passwordField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const result = checkPasswordConfirmation(String(getFieldValue(passwordField) ?? ''), value);
      if (!result.ok) throw new Error(message(result));
    },
  });
}

/** The contract's own schema for a field decides (account names, codes, geocodes); `text` says what is wrong. */
export function schemaRule(schema: { safeParse: (v: unknown) => { success: boolean } }, text: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (!schema.safeParse(value).success) throw new Error(text);
    },
  };
}

/** Not empty (blank text counts as empty), in the shared words. */
export const requiredRule = (): FormRule => ({
  required: true,
  whitespace: true,
  message: formatValidatorMessage('required', currentLocale()),
});

/** At most `max` characters, counted as the server counts them (after trimming, as it does). */
export const maxLengthRule = (max: number): FormRule => sharedRule((value) => checkMaxLength(value.trim(), max));
