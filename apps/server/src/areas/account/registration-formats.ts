import { loginAcct, toYN, type YN } from '@sc/contract/common.ts';
import { checkEmail } from '@sc/contract/validators/email.ts';
import { normalisePhone } from '@sc/contract/validators/phone.ts';

/**
 * Whether each given value has the form registration asks for (account name, e-mail, phone);
 * a value not given is not answered. Nothing is looked up: the answer is the same whether an
 * account uses the value or not.
 */
export function registrationFormats(values: { loginAcct?: string; email?: string; userTelPhone?: string }) {
  const answer: { loginAcctValid?: YN; emailValid?: YN; phoneValid?: YN } = {};
  if (values.loginAcct !== undefined) answer.loginAcctValid = toYN(loginAcct.safeParse(values.loginAcct).success);
  if (values.email !== undefined) answer.emailValid = toYN(checkEmail(values.email).ok);
  if (values.userTelPhone !== undefined) answer.phoneValid = toYN(normalisePhone(values.userTelPhone).ok);
  return answer;
}
