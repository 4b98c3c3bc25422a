import { configReport } from '@sc/contract/calls/shell.ts';
import { api } from '../api/client.ts';
import { logout, sessionState } from '../session/session.ts';
import { forgetShopInfo } from '../session/shop-info.ts';
import { queryClient } from './query-client.ts';

/**
 * Logout: the tracking report with t=1, e=r, d=4, the server session ended, every stored value and
 * cached answer cleared, then /login. The caller's `navigate` (useNavigate) goes there, so this
 * file does not import the router that renders its callers.
 */
export async function logOut(navigate: (to: string) => unknown): Promise<void> {
  const { user, userId, shopId } = sessionState();
  await api(
    configReport,
    { t: '1', e: 'r', d: '4', i: user?.loginAcct, s: shopId, u: userId, m: user?.userTelPhone || undefined },
    { quiet: true },
  ).catch(() => undefined);
  await logout();
  forgetShopInfo();
  queryClient.clear();
  await navigate('/login');
}
