import { noticeNewestMessage } from '@sc/contract/calls/shell.ts';
import { NOTICE_POLL_MS } from '@sc/contract/constants.ts';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { callKey } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import { HOME_PATH } from '../routes/route-table.ts';
import { noticeText } from './notice-text.ts';
import { playNoticeTone } from './sounds.ts';

const canNotify = () => 'Notification' in window && Notification.permission === 'granted';

/**
 * The newest platform notice, every 60 s. When number, title and content are all there: a tone and
 * a browser notification whose click opens the dashboard (an in-page one where the browser may not
 * show notifications). "None" (690011) is silent.
 */
export function useNoticePoller(): void {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { userId, shopId } = useSession();
  const shown = useRef(new Set<string>());
  const { data } = useQuery({
    // The user's own notices: the user id keys it too.
    queryKey: callKey(noticeNewestMessage, userId, shopId),
    queryFn: ({ signal }) =>
      api(noticeNewestMessage, { sendType: 16, noticeClass: 32 }, { quiet: true, signal }).catch(() => null),
    refetchInterval: NOTICE_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    enabled: !!shopId,
  });

  useEffect(() => {
    if (!data?.noticeNo || !data.noticeTitle || !data.content || shown.current.has(data.noticeNo)) return;
    shown.current.add(data.noticeNo);
    const locale = currentLocale();
    const title = noticeText(data.noticeTitle, locale, 'title');
    const body = noticeText(data.content, locale, 'content');
    const open = () => void navigate(HOME_PATH);
    playNoticeTone();
    if (canNotify()) {
      const note = new Notification(title, { body, tag: data.noticeNo });
      note.onclick = () => {
        window.focus();
        open();
        note.close();
      };
    } else {
      notification.info({
        key: data.noticeNo,
        title,
        description: body,
        onClick: open,
        duration: 8,
        placement: 'bottomRight',
      });
    }
  }, [data, navigate, notification]);
}
