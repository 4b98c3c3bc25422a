import { unreadChatStatistics } from '@sc/contract/calls/shell.ts';
import { UNREAD_CHAT_POLL_MS } from '@sc/contract/constants.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../api/client.ts';
import { callKey } from '../../api/use-call.ts';
import { useSession } from '../../session/session.ts';
import { playChatBeep } from './sounds.ts';

function unreadChatQuery(userId: string | undefined, shopId: string | undefined) {
  return queryOptions({
    // The user's own count: the user id keys it too.
    queryKey: callKey(unreadChatStatistics, userId, shopId),
    queryFn: ({ signal }) => api(unreadChatStatistics, { userType: 2 }, { quiet: true, signal }),
    refetchInterval: UNREAD_CHAT_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    enabled: !!shopId,
  });
}

/** Unread seller-side chat messages, polled every 30 s. */
export function useUnreadChatCount(): number {
  const { userId, shopId } = useSession();
  const { data } = useQuery(unreadChatQuery(userId, shopId));
  return data?.unreadCount ?? 0;
}

/** A beep when the unread count rises (not for the first count of the session). */
export function useChatBeep(): void {
  const count = useUnreadChatCount();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (previous.current !== null && count > previous.current) playChatBeep();
    previous.current = count;
  }, [count]);
}
