import { commonAttrInquiry } from '@sc/contract/calls/account.ts';
import { OTHER_LOGIN_CHECK_DELAY_MS } from '@sc/contract/constants.ts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/client.ts';

// Closed once, the banner stays closed and the check stops until the next page load.
let closed = false;
const listeners = new Set<() => void>();

/**
 * The other-login flag, asked 2 s after each route change: when it is y the change-password banner
 * shows until the user closes it.
 */
export function useOtherLogin(): { show: boolean; close: () => void } {
  const { pathname } = useLocation();
  const [flagged, setFlagged] = useState(false);
  const isClosed = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => closed,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: each route change starts a new check.
  useEffect(() => {
    if (isClosed) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api(commonAttrInquiry, { queryType: 1 }, { quiet: true, signal: controller.signal })
        .then((r) => setFlagged(r.flagOtherLogin === 'y'))
        .catch(() => undefined);
    }, OTHER_LOGIN_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pathname, isClosed]);

  const close = useCallback(() => {
    closed = true;
    for (const fn of listeners) fn();
  }, []);

  return { show: flagged && !isClosed, close };
}
