import { type ChatMessageView, chatNewsList } from '@sc/contract/calls/chat.ts';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useCall } from '../../api/use-call.ts';
import type { ChatSocket } from './chat-socket.ts';
import { useReadAsSeen } from './use-read-as-seen.ts';

const PAGE = 30;

/**
 * The messages of an open conversation or group as a pane shows them: the newest page, the older
 * pages asked for, and what arrived live on the tab's socket, once each in id order; the list
 * keeps to its end as messages come and reads the buyers' as they come into view. A reply goes
 * out on the socket (offline or refused: a toast says why).
 */
export function useThread(conversationId: string, live: ChatMessageView[], socket: ChatSocket) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const [older, setOlder] = useState<ChatMessageView[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [sending, setSending] = useState(false);
  const news = useCall(chatNewsList, { conversationId, size: PAGE });
  const end = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const byId = new Map<number, ChatMessageView>();
  for (const m of [...older, ...(news.data?.list ?? []), ...live.filter((x) => x.conversationId === conversationId)])
    byId.set(m.messageId, m);
  const messages = [...byId.values()].sort((a, b) => a.messageId - b.messageId);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  useReadAsSeen(listRef, conversationId, count);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const r = await api(chatNewsList, { conversationId, beforeId: first.messageId, size: PAGE });
    setOlder((o) => [...r.list, ...o]);
    setHasOlder(r.hasMore === 'y');
  };

  /** Sends on the socket; true once the server acknowledged it. */
  const send = async (input: { content: string; kind?: string; cardId?: string }) => {
    if (socket.state !== 'online') {
      toast.error(t('state.offline'));
      return false;
    }
    setSending(true);
    try {
      await socket.send({ conversationId, ...input });
      return true;
    } catch (e) {
      toast.error(e instanceof Error && e.message !== 'offline' ? e.message : t('state.offline'));
      return false;
    } finally {
      setSending(false);
    }
  };

  return {
    messages,
    moreOlder: hasOlder ?? news.data?.hasMore === 'y',
    loadOlder,
    send,
    sending,
    listRef,
    end,
  };
}
