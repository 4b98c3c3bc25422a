import { loginOut, userInfoInquiry } from '@sc/contract/calls/account.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/api-error.ts';
import { api, resetSessionExpiry } from '../api/client.ts';
import { clearSessionValues, readStored, removeStored, writeStored } from './storage.ts';

export type UserInfo = CallResponse<typeof userInfoInquiry>;
type ShopList = UserInfo['shopList'];

/**
 * The signed-in user as the shell knows it. `known` means a user id is stored (a login
 * happened in the last 7 days); `user` is filled once user info (with roles) is loaded.
 */
export interface SessionState {
  userId: string | undefined;
  shopId: string | undefined;
  user: UserInfo | null;
}

let state: SessionState = { userId: readStored('userId'), shopId: readStored('shopId'), user: null };
const listeners = new Set<() => void>();

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const fn of listeners) fn();
}

export function sessionState(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => state,
  );
}

/** After a login (or a store switch): store the values, drop old roles. */
export function rememberLogin(input: { userId: string; shopId: string | null; userName: string; shopList: ShopList }) {
  writeStored('userId', input.userId);
  writeStored('userName', input.userName);
  writeStored('shopList', input.shopList);
  // A user without a shop must not keep sending the previous user's shop id.
  if (input.shopId) writeStored('shopId', input.shopId);
  else removeStored('shopId');
  resetSessionExpiry();
  set({ userId: input.userId, shopId: input.shopId ?? undefined, user: null });
}

/**
 * Loads user info with the function tree. When the server refuses (the session is over), the
 * stored user is forgotten and the answer is null. When no answer came (the network failed, the
 * time ran out, or the page was left mid-request) nothing is forgotten and the error is thrown:
 * the screen offers to reload, and the user is still signed in after it.
 */
export async function loadUserInfo(): Promise<UserInfo | null> {
  try {
    const user = await api(userInfoInquiry, { userId: state.userId }, { quiet: true });
    writeStored('userName', user.userName);
    writeStored('shopList', user.shopList);
    writeStored('custService', user.flgCustService);
    writeStored('imFlag', user.imFlag);
    if (user.shopId) writeStored('shopId', user.shopId);
    set({ user, shopId: user.shopId ?? undefined });
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.handling === 'transport') throw err;
    clearSessionValues();
    set({ userId: undefined, shopId: undefined, user: null });
    return null;
  }
}

/** Clears what the browser holds of the session (logout, expiry). */
export function forgetSession(): void {
  clearSessionValues();
  set({ userId: undefined, shopId: undefined, user: null });
}

/** Ends the session on the server too; the caller sends the tracking report first. */
export async function logout(): Promise<void> {
  await api(loginOut, {}, { quiet: true }).catch(() => {});
  forgetSession();
}

/** The function codes the user holds: home only when the tree is empty. */
export function grantedCodes(user: UserInfo | null): Set<string> {
  const codes = new Set<string>([FUNC.home]);
  const walk = (nodes: UserInfo['funcTreeList']) => {
    for (const n of nodes) {
      codes.add(n.funcId);
      walk(n.menuChildrens);
    }
  };
  if (user) walk(user.funcTreeList);
  return codes;
}
