/** Talking to the real seller centre: log in as the demo owner, make one call. */
import { LOOPBACK } from './servers.ts';

export const DEMO_OWNER = { loginAcct: 'demo-owner', password: 'DemoShop2026' };
export const SESSION_COOKIE = 'sc_sid';

export interface CallReply {
  status: number;
  success: boolean;
  replyCode: string | undefined;
  replyText: string | undefined;
  body: string;
  setCookies: string[];
}

function readStatus(json: unknown): { success: boolean; replyCode?: string; replyText?: string } {
  if (typeof json !== 'object' || json === null) return { success: false };
  const data = (json as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return { success: false };
  const ts = (data as { transactionStatus?: unknown }).transactionStatus;
  if (typeof ts !== 'object' || ts === null) return { success: false };
  const { success, replyCode, replyText } = ts as { success?: unknown; replyCode?: unknown; replyText?: unknown };
  return {
    success: success === true,
    ...(typeof replyCode === 'string' ? { replyCode } : {}),
    ...(typeof replyText === 'string' ? { replyText } : {}),
  };
}

/** POSTs one envelope call and reads its transactionStatus. */
export async function postCall(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<CallReply> {
  if (new URL(baseUrl).hostname !== LOOPBACK) throw new Error(`refusing to call ${baseUrl}`);
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const status = readStatus(json);
  return {
    status: res.status,
    success: status.success,
    replyCode: status.replyCode,
    replyText: status.replyText,
    body: text,
    setCookies: res.headers.getSetCookie(),
  };
}

/** What the login call answers (the values the login screen stores in the browser). */
export interface LoginData {
  userId: string;
  shopId: string | null;
  userName: string;
  shopList: unknown;
}

/** Logs in as the demo owner; returns the Cookie header value (`sc_sid=...`) and the login reply's data. */
export async function loginDemoOwnerSession(baseUrl: string): Promise<{ cookie: string; data: LoginData }> {
  const reply = await postCall(baseUrl, '/oms/sms/V3/user/login', DEMO_OWNER);
  if (!reply.success) {
    throw new Error(`demo-owner login failed (HTTP ${reply.status}, ${reply.replyCode}: ${reply.replyText})`);
  }
  const sid = reply.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!sid) throw new Error(`demo-owner login set no ${SESSION_COOKIE} cookie`);
  const data = (JSON.parse(reply.body) as { data: LoginData }).data;
  if (typeof data.userId !== 'string') throw new Error('demo-owner login answered no userId');
  return { cookie: sid, data };
}

/** Logs in as the demo owner; returns the Cookie header value (`sc_sid=...`). */
export async function loginDemoOwner(baseUrl: string): Promise<string> {
  return (await loginDemoOwnerSession(baseUrl)).cookie;
}
