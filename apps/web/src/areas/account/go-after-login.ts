import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { forgetSession, rememberLogin } from '../../session/session.ts';
import type { LoginResult } from './LoginForm.tsx';
import { afterLoginTarget } from './login-target.ts';

/** Stores the new session's values and leaves the login page for the target */
export function goAfterLogin(
  user: LoginResult,
  redirect: string | null,
  { navigate, queryClient }: { navigate: NavigateFunction; queryClient: QueryClient },
): void {
  // A new login replaces everything of an earlier one (a session that expired without a
  // logout leaves its values): rememberLogin keeps a stored shop id when the new user has
  // none, which would then name another user's shop; cached answers were that user's too.
  forgetSession();
  queryClient.clear();
  rememberLogin({ userId: user.userId, shopId: user.shopId, userName: user.userName, shopList: user.shopList });
  const target = afterLoginTarget(redirect, user.shopList.length);
  if (target.kind === 'page') window.location.assign(target.path);
  else void navigate(target.path, { replace: true });
}
