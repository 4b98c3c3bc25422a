import type { userLogin } from '@sc/contract/calls/account.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { postCall } from '../../api/post-call.ts';

export type LoginRequest = CallRequest<typeof userLogin>;
export type LoginResult = CallResponse<typeof userLogin>;

export type LoginOutcome = { ok: true; user: LoginResult } | { ok: false; replyText: string };

/** Password login (OMS132). The session cookie is HttpOnly: the browser keeps it, we never see it. */
export async function login(request: LoginRequest, locale: Locale): Promise<LoginOutcome> {
  const { data } = await postCall<LoginResult>('/oms/sms/V3/user/login', request, locale);
  const { transactionStatus, ...result } = data;
  if (!transactionStatus.success) return { ok: false, replyText: transactionStatus.replyText };
  return { ok: true, user: result as LoginResult };
}
