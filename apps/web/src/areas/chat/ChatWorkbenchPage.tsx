import { type ChatMessageView, type ConversationView, chatList } from '@sc/contract/calls/chat.ts';
import { type GroupView, groupChatList } from '@sc/contract/calls/chat-groups.ts';
import { CHAT_FILTERS, type ChatFilter } from '@sc/contract/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Empty, Input, Radio, Segmented, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { BuyerPanel } from './BuyerPanel.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import styles from './chat.module.css';
import { type ServerFrame, useChatSocket } from './chat-socket.ts';
import { GroupList } from './GroupList.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import { GroupPane } from './GroupPane.tsx';
import { ServiceFigures } from './ServiceFigures.tsx';

/** Minutes a conversation has waited at `now` (server time of the list). */
const waitedMinutes = (c: ConversationView, now: number) =>
  c.waitingSince ? Math.max(0, Math.floor((now - Date.parse(c.waitingSince)) / 60000)) : 0;

/** The list's last message when it was a picture (the server's preview), worded in the reader's language. */
const IMAGE_PREVIEW = '[image]';

/** `text` with the first place it holds `keyword` (any case) marked. */
function Highlight({ text, keyword }: { text: string; keyword: string }) {
  const at = keyword ? text.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + keyword.length)}</mark>
      {text.slice(at + keyword.length)}
    </>
  );
}

/**
 * /im: the customer-service workbench, opened in a tab of its own from the top bar (product-spec
 * §2). Conversations on the left, the open one in the middle, the buyer on the right; live through
 * the tab's socket.
 */
/**
 * /im opens in a tab of its own, outside the main layout and its antd App: the workbench brings
 * its own, so the toasts and confirmation dialogs its panes ask for (App.useApp) show.
 */
export default function ChatWorkbenchPage() {
  return (
    <App component={false}>
      <Workbench />
    </App>
  );
}

function Workbench() {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const [filter, setFilter] = useState<ChatFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [live, setLive] = useState<ChatMessageView[]>([]);
  // The shop's buyer groups beside the conversations: which is shown, and the open group.
  const [view, setView] = useState<'chats' | 'groups'>('chats');
  const [groupId, setGroupId] = useState<string | null>(null);
  const groups = useCall(groupChatList, { page: { pageNum: 1, pageSize: 100 } }, { enabled: view === 'groups' });
  const group: GroupView | null = groups.data?.list.find((g) => g.groupId === groupId) ?? null;
  const chatsHidden = view === 'groups' ? { display: 'none' } : undefined;
  const lastId = useRef(0);
  const list = useCall(chatList, { filter, keyword, page: { pageNum: 1, pageSize: 100 } });
  const rows = list.data?.list ?? [];
  for (const r of rows) lastId.current = Math.max(lastId.current, r.lastMessageId);
  const now = list.data ? Date.parse(list.data.serverTime) : Date.now();
  const open = rows.find((r) => r.conversationId === openId) ?? null;
  // A search by message text: the newest message that matched, in place of the last one.
  const matched = new Map((list.data?.matches ?? []).map((m) => [m.conversationId, m.content]));

  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onFrame = useCallback(
    (frame: ServerFrame) => {
      if (frame.type === 'message' || frame.type === 'ack') {
        lastId.current = Math.max(lastId.current, frame.message.messageId);
        setLive((l) => (l.some((m) => m.messageId === frame.message.messageId) ? l : [...l, frame.message]));
      }
      if (frame.type === 'message' || frame.type === 'conversation' || frame.type === 'ready') {
        clearTimeout(refresh.current);
        refresh.current = setTimeout(() => {
          void invalidateCall(client, chatList);
          void invalidateCall(client, groupChatList);
        }, 300);
      }
    },
    [client],
  );
  const socket = useChatSocket(onFrame, () => lastId.current);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <Segmented
          aria-label={t('group.list')}
          value={view}
          onChange={(v) => setView(v as 'chats' | 'groups')}
          options={[
            { value: 'chats', label: t('group.views.chats') },
            { value: 'groups', label: t('group.views.groups') },
          ]}
        />
        <span className={styles.headerTools}>
          <ServiceFigures />
          <Tag color={socket.state === 'online' ? 'green' : socket.state === 'offline' ? 'red' : 'default'}>
            {t(`state.${socket.state}`)}
          </Tag>
        </span>
      </header>
      <nav className={styles.list} aria-label={t('title')} style={chatsHidden}>
        <div className={styles.listTools}>
          <Radio.Group
            size="small"
            optionType="button"
            aria-label={t('title')}
            value={filter}
            onChange={(e) => setFilter(e.target.value as ChatFilter)}
            options={CHAT_FILTERS.map((f) => ({ value: f, label: t(`filter.${f}`) }))}
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
          />
          <Input.Search
            allowClear
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(v) => setKeyword(v.trim())}
          />
        </div>
        {rows.length === 0 && !list.isLoading ? (
          <Empty description={t('empty')} />
        ) : (
          <ul className={styles.items}>
            {rows.map((c) => (
              <li key={c.conversationId}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={c.conversationId === openId}
                  onClick={() => setOpenId(c.conversationId)}
                >
                  <span className={styles.itemTop}>
                    <Typography.Text strong>{c.buyerNickname}</Typography.Text>
                    <Badge count={c.unreadCount} title={t('unread', { count: c.unreadCount })} />
                  </span>
                  {matched.has(c.conversationId) ? (
                    <span className={styles.preview} title={t('found')}>
                      <Highlight text={matched.get(c.conversationId) ?? ''} keyword={keyword} />
                    </span>
                  ) : (
                    <span className={styles.preview}>
                      {c.lastMessage === IMAGE_PREVIEW ? `[${t('picture')}]` : c.lastMessage}
                    </span>
                  )}
                  <span className={styles.itemTop}>
                    <Tag>{t(`type.${c.chatType}`)}</Tag>
                    {c.state === 'waiting' && (
                      <Typography.Text type={c.late === 'y' ? 'danger' : 'secondary'}>
                        {c.late === 'y' ? `${t('late')} · ` : ''}
                        {t('waiting', { minutes: waitedMinutes(c, now) })}
                      </Typography.Text>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <main className={styles.pane} style={chatsHidden}>
        {open ? (
          <ConversationPane key={open.conversationId} conversation={open} live={live} socket={socket} />
        ) : (
          <div className={styles.placeholder}>
            <Empty description={t('pick')} />
          </div>
        )}
      </main>
      <aside className={styles.side} aria-label={t('buyer.title')} style={chatsHidden}>
        {open && <BuyerPanel key={open.buyerId} conversation={open} />}
      </aside>
      {view === 'groups' && (
        <>
          <nav className={styles.list} aria-label={t('group.list')}>
            <GroupList openId={groupId} onOpen={(g) => setGroupId(g.groupId)} />
          </nav>
          <main className={styles.pane}>
            {group ? (
              <GroupPane key={group.groupId} group={group} live={live} socket={socket} />
            ) : (
              <div className={styles.placeholder}>
                <Empty description={t('pick')} />
              </div>
            )}
          </main>
          <aside className={styles.side} aria-label={t('group.memberList')}>
            {group && <GroupMembers key={group.groupId} group={group} />}
          </aside>
        </>
      )}
    </div>
  );
}
