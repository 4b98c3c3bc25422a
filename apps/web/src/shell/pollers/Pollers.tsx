import type { UserInfo } from '../../session/session.ts';
import { useChatBeep } from './unread-chat.ts';
import { useConfigReport } from './use-config-report.ts';
import { useNoticePoller } from './use-notice-poller.ts';
import { useNotificationPermission } from './use-notification-permission.ts';

/** The shell's background work while a user is signed in; renders nothing. */
export function Pollers({ user }: { user: UserInfo }) {
  useNotificationPermission();
  useNoticePoller();
  useChatBeep();
  useConfigReport(user);
  return null;
}
