import { chatMarkRead } from '@sc/contract/calls/chat.ts';
import { type RefObject, useEffect, useRef } from 'react';
import { api } from '../../api/client.ts';

/** How long the newest seen message waits before it is reported, so a scroll sends one call. */
const REPORT_AFTER_MS = 250;

/**
 * Marks the buyer's messages read as they come into view of the list (half of one shown, the tab
 * in front): the server is told the newest one seen (`upToMessageId`), never the ones still below.
 */
export function useReadAsSeen(list: RefObject<HTMLUListElement | null>, conversationId: string, count: number) {
  const seen = useRef(0);
  const reported = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const root = list.current;
    // Observed again whenever messages are added (they only ever are): their count says when.
    if (count === 0 || !root || typeof IntersectionObserver === 'undefined') return;
    const report = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (document.visibilityState !== 'visible' || seen.current <= reported.current) return;
        reported.current = seen.current;
        void api(chatMarkRead, { conversationId, upToMessageId: seen.current }, { quiet: true }).catch(() => {
          reported.current = 0;
        });
      }, REPORT_AFTER_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries)
          if (e.isIntersecting)
            seen.current = Math.max(seen.current, Number((e.target as HTMLElement).dataset.messageId));
        report();
      },
      { root, threshold: 0.5 },
    );
    for (const el of root.querySelectorAll<HTMLElement>('[data-buyer="y"]')) observer.observe(el);
    document.addEventListener('visibilitychange', report);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', report);
      clearTimeout(timer.current);
    };
  }, [list, conversationId, count]);
}
