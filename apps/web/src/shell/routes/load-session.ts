import { loadUserInfo, sessionState } from '../../session/session.ts';
import { forgetShopInfo, loadShopInfo } from '../../session/shop-info.ts';

let pending: Promise<void> | null = null;

/**
 * User info (with the function tree the routes are filtered by) and shop info, once even when
 * several navigations ask at the same time.
 */
export function loadSession(): Promise<void> {
  pending ??= (async () => {
    const user = await loadUserInfo();
    if (user?.shopId) await loadShopInfo();
    else forgetShopInfo();
  })().finally(() => {
    pending = null;
  });
  return pending;
}

export function rolesLoaded(): boolean {
  return sessionState().user !== null;
}
