import { checkUserInfo } from '@sc/contract/calls/account.ts';
import { loginAcct } from '@sc/contract/common.ts';
import { messages as serverMessages } from '@sc/contract/messages.ts';
import { checkEmail } from '@sc/contract/validators/email.ts';
import { normalisePhone } from '@sc/contract/validators/phone.ts';
import type { FormRule } from 'antd';
import { api } from '../../api/client.ts';
import { currentLocale } from '../../i18n/i18n.ts';

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
