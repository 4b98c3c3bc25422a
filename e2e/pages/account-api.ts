import type { APIRequestContext, APIResponse } from '@playwright/test';
import { request } from '@playwright/test';

interface Reply {
  data: Record<string, unknown> & { transactionStatus: { success: boolean; replyCode: string; replyText: string } };
}

/**
 * A signed-in API session beside the browser, for arranging what a test needs (a sub-account
 * to log in with, a disabled member) without clicking through other areas' screens.
 */
export class AccountApi {
  private constructor(
    private readonly http: APIRequestContext,
    private userId: string,
    private shopId: string,
  ) {}

  static async signIn(baseURL: string, loginAcct: string, password: string): Promise<AccountApi> {
    const http = await request.newContext({ baseURL });
    const api = new AccountApi(http, '', '');
    const reply = await api.call('/oms/sms/V3/user/login', { loginAcct, password });
    api.userId = String(reply.userId);
    api.shopId = String(reply.shopId ?? '');
    return api;
  }

  /** Posts a call with the session context; resolves with the reply's data, rejects on a failure. */
  async call(path: string, payload: Record<string, unknown>): Promise<Reply['data']> {
    const response: APIResponse = await this.http.post(path, {
      data: {
        ...payload,
        sessionContext: {
          entityCode: 1,
          channel: 'omsAdmin',
          locale: 'en-US',
          userId: this.userId,
          shopId: this.shopId,
        },
      },
    });
    const body = (await response.json()) as Reply;
    const status = body.data.transactionStatus;
    if (!status.success) throw new Error(`${path}: ${status.replyCode} ${status.replyText}`);
    return body.data;
  }

  async shops(): Promise<{ shopId: string; shopName: string }[]> {
    const reply = await this.call('/oms/sms/V3/shop/user/list/inquiry', {});
    return reply.list as { shopId: string; shopName: string }[];
  }

  async switchTo(shopName: string): Promise<void> {
    const shop = (await this.shops()).find((s) => s.shopName === shopName);
    if (!shop) throw new Error(`no shop ${shopName}`);
    await this.call('/oms/sms/V3/login/switch/store', { shopId: shop.shopId });
    this.shopId = shop.shopId;
  }

  async memberId(loginAcct: string): Promise<string> {
    const reply = await this.call('/oms/sms/V3/user/list/inquiry', { keyword: loginAcct, page: { pageSize: 50 } });
    const row = (reply.list as { userId: string; loginAcct: string }[]).find((r) => r.loginAcct === loginAcct);
    if (!row) throw new Error(`no member ${loginAcct}`);
    return row.userId;
  }

  /** A sub-account of the session's shop; it cannot log in until activated from its e-mail. */
  async addSubAccount(loginAcct: string, email: string, password: string): Promise<void> {
    await this.call('/oms/sms/V3/user/addition', {
      loginAcct,
      userName: loginAcct,
      email,
      password,
      confirmPassword: password,
    });
  }

  async setMemberStatus(loginAcct: string, status: 'enabled' | 'disabled'): Promise<void> {
    await this.call('/oms/sms/V3/user/update', { userId: await this.memberId(loginAcct), status });
  }

  /**
   * The newest mail to an address, when the server exposes /dev/outbox (DEV_OUTBOX=1);
   * null when it does not, so a test can stop at the step before.
   */
  async newestMail(to: string): Promise<string | null> {
    const response = await this.http.get(`/dev/outbox?${new URLSearchParams({ to })}`);
    if (!response.ok() || !response.headers()['content-type']?.includes('json')) return null;
    const rows = (await response.json()) as { body: string }[];
    return rows[0]?.body ?? null;
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

/** The 6-digit code of a verification mail. */
export const codeIn = (mail: string | null): string | null => mail?.match(/\b(\d{6})\b/)?.[1] ?? null;

/** A name no earlier run used (the e2e database lives as long as the server). */
export const unique = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
