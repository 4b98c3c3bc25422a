import { checkUserInfo } from '@sc/contract/calls/account.ts';
import { loginAcct, type verifyCode } from '@sc/contract/common.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages as serverMessages } from '@sc/contract/messages.ts';
import { checkEmail } from '@sc/contract/validators/email.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { checkPasswordConfirmation, checkStrongPassword } from '@sc/contract/validators/password.ts';
import { checkPhone, normalisePhone } from '@sc/contract/validators/phone.ts';
import type { Check } from '@sc/contract/validators/result.ts';
import { checkMaxLength, checkNoDollar } from '@sc/contract/validators/text.ts';
import type { FormRule } from 'antd';
import { api } from '../../api/client.ts';
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

/** Matches a zod schema of the contract (account names, codes) with our own message. */
export function schemaRule(schema: typeof loginAcct | typeof verifyCode, text: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      if (!schema.safeParse(value).success) throw new Error(text);
    },
  };
}

type TakenField = 'loginAcct' | 'email' | 'userTelPhone';
const TAKEN_MESSAGE = { loginAcct: 'accountExists', email: 'emailExists', userTelPhone: 'phoneExists' } as const;
const answers = new Map<string, Promise<boolean>>();

function isTaken(field: TakenField, value: string): Promise<boolean> {
  const key = `${field}:${value}`;
  let answer = answers.get(key);
  if (!answer) {
    const flag = { loginAcct: 'loginAcctExists', email: 'emailExists', userTelPhone: 'phoneExists' } as const;
    answer = api(checkUserInfo, { [field]: value }, { quiet: true }).then(
      (reply) => reply[flag[field]] === 'y',
      () => {
        answers.delete(key); // a failed look-up is asked again next time; the server checks at submit anyway
        return false;
      },
    );
    answers.set(key, answer);
  }
  return answer;
}

/**
 * "Already exists" as soon as the field is left (checkUserInfo), instead of after the whole
 * form is sent. Runs on blur and on submit; values the format rules refuse are not asked about.
 */
export function notTakenRule(field: TakenField): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, raw: unknown) => {
      if (typeof raw !== 'string' || raw.trim() === '') return;
      let value = raw.trim();
      if (field === 'userTelPhone') {
        const phone = normalisePhone(value);
        if (!phone.ok) return;
        value = phone.value;
      } else if (field === 'email' ? !checkEmail(value).ok : !loginAcct.safeParse(value).success) {
        return;
      }
      // The server's own "already exists" text, so the early check and the 107003 reply say the same.
      if (await isTaken(field, value)) throw new Error(serverMessages[TAKEN_MESSAGE[field]][currentLocale()]);
    },
  };
}

/** At most `max` characters (counted as the server counts them), with the shared message. */
export const maxLengthRule = (max: number): FormRule => sharedRule((value) => checkMaxLength(value, max));
