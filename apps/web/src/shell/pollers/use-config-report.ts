import { configReport } from '@sc/contract/calls/shell.ts';
import { CONFIG_REPORT_INTERVAL_MS } from '@sc/contract/constants.ts';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';
import type { UserInfo } from '../../session/session.ts';

let sentAtLoad = false;

function send(user: UserInfo): void {
  void api(
    configReport,
    {
      t: '0',
      i: user.loginAcct,
      s: user.shopId ?? undefined,
      m: user.userTelPhone || undefined,
      u: user.userId,
      d: '4',
    },
    { quiet: true },
  ).catch(() => undefined);
}

/** The configuration report: once at load, then every 30 minutes. */
export function useConfigReport(user: UserInfo): void {
  useEffect(() => {
    if (!sentAtLoad) {
      sentAtLoad = true;
      send(user);
    }
    const timer = window.setInterval(() => send(user), CONFIG_REPORT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [user]);
}
