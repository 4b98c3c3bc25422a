import type { ChatMessageView, ConversationView } from '@sc/contract/calls/chat.ts';
import { CHAT_SOCKET_PATH } from '@sc/contract/chat.ts';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../i18n/i18n.ts';

// The /im tab's socket (catalogue §7 "Instant messaging (cos/im/)"): opened once per tab, it says
// the last message id it holds and gets what came after; when it drops it comes back after 1, 2,
// 4 … at most 10 seconds.

export type ServerFrame =
  | { type: 'ready'; lastMessageId: number }
  | { type: 'message'; message: ChatMessageView; conversation: ConversationView | null }
  | { type: 'conversation'; conversation: ConversationView }
  | { type: 'ack'; clientId: string; message: ChatMessageView }
  | { type: 'refused'; clientId: string; replyCode: string; replyText: string };

export type SocketState = 'connecting' | 'online' | 'offline';

export interface ChatSocket {
  state: SocketState;
  /** Sends a message; resolves with it once stored, rejects with the refusal's text. */
  send(input: { conversationId: string; content: string; kind?: string; cardId?: string }): Promise<ChatMessageView>;
}

const MAX_BACKOFF_MS = 10_000;

export function useChatSocket(onFrame: (frame: ServerFrame) => void, lastId: () => number): ChatSocket {
  const [state, setState] = useState<SocketState>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const pending = useRef(new Map<string, { resolve: (m: ChatMessageView) => void; reject: (e: Error) => void }>());
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const last = useRef(lastId);
  last.current = lastId;

  useEffect(() => {
    let stopped = false;
    let backoff = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${CHAT_SOCKET_PATH}?locale=${currentLocale()}`);
      socket.current = ws;
      setState('connecting');
      ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', afterId: last.current() }));
      ws.onmessage = (e) => {
        const frame = JSON.parse(String(e.data)) as ServerFrame;
        if (frame.type === 'ready') {
          backoff = 1000;
          setState('online');
        }
        if (frame.type === 'ack') pending.current.get(frame.clientId)?.resolve(frame.message);
        if (frame.type === 'refused') pending.current.get(frame.clientId)?.reject(new Error(frame.replyText));
        if (frame.type === 'ack' || frame.type === 'refused') pending.current.delete(frame.clientId);
        handler.current(frame);
      };
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        setState('offline');
        if (stopped) return;
        timer = setTimeout(open, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
    };
  }, []);

  return {
    state,
    send(input) {
      const ws = socket.current;
      if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error('offline'));
      const clientId = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      return new Promise((resolve, reject) => {
        pending.current.set(clientId, { resolve, reject });
        ws.send(JSON.stringify({ type: 'send', clientId, ...input }));
      });
    },
  };
}
