import { shopMerchantInfoInquiry } from '@sc/contract/calls/shell.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { useSyncExternalStore } from 'react';
import { api } from '../api/client.ts';

export type ShopInfo = CallResponse<typeof shopMerchantInfoInquiry>;

// The session shop (bolGroupItem and the like), loaded with user info by the shell's guard.
let current: ShopInfo | null = null;
const listeners = new Set<() => void>();

function set(next: ShopInfo | null) {
  current = next;
  for (const fn of listeners) fn();
}

export function shopInfo(): ShopInfo | null {
  return current;
}

export function useShopInfo(): ShopInfo | null {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => current,
  );
}

/** Loads the session shop; a user without a shop yet (store entry) simply has none. */
export async function loadShopInfo(): Promise<ShopInfo | null> {
  const info = await api(shopMerchantInfoInquiry, {}, { quiet: true }).catch(() => null);
  set(info);
  return info;
}

export function forgetShopInfo(): void {
  set(null);
}
