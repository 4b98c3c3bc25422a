import { noticeUnread } from '@sc/contract/calls/notices.ts';
import { NOTICE_POLL_MS } from '@sc/contract/constants.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { callKey } from '../../api/use-call.ts';
import { useSession } from '../../session/session.ts';

/**
 * The user's unread platform notices, the bell's badge: asked with the notice poll (60 s) and again
 * whenever the notice centre marks some read (it invalidates the call).
 */
export function useUnreadNoticeCount(): number {
  const { userId, shopId } = useSession();
  const { data } = useQuery({
    // The user's own count: the user id keys it too.
    queryKey: callKey(noticeUnread, userId, shopId),
    queryFn: ({ signal }) => api(noticeUnread, {}, { quiet: true, signal }),
    refetchInterval: NOTICE_POLL_MS,
    staleTime: 0,
    enabled: !!shopId,
  });
  return data?.unreadCount ?? 0;
}
