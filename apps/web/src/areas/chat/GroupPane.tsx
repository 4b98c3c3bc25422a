import type { ChatMessageView } from '@sc/contract/calls/chat.ts';
import { type GroupView, groupChatList, groupRename } from '@sc/contract/calls/chat-groups.ts';
import { CHAT_GROUP_NAME_MAX } from '@sc/contract/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall } from '../../api/use-call.ts';
import styles from './chat.module.css';
import type { ChatSocket } from './chat-socket.ts';
import { MessageItem } from './MessageItem.tsx';
import { useThread } from './use-thread.ts';

/**
 * An open buyer group: its messages, each member's under their nickname (live, read as they come
 * into view), the staff's reply sent on the tab's socket like any conversation's, and the rename.
 */
export function GroupPane({
  group: g,
  live,
  socket,
}: {
  group: GroupView;
  live: ChatMessageView[];
  socket: ChatSocket;
}) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(g.name);
  const {
    messages,
    moreOlder,
    loadOlder,
    send: sendOnSocket,
    sending,
    listRef,
    end,
  } = useThread(g.groupId, live, socket);
  const send = async () => {
    if (await sendOnSocket({ content: text })) setText('');
  };

  const rename = async () => {
    await api(groupRename, { groupId: g.groupId, name });
    setRenaming(false);
    toast.success(t('group.saved'));
    await invalidateCall(client, groupChatList);
  };

  return (
    <>
      <div className={styles.paneHead}>
        <Flex vertical>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {g.name}
          </Typography.Title>
          <Typography.Text type="secondary">{t('group.members', { count: g.memberCount })}</Typography.Text>
        </Flex>
        <Button
          onClick={() => {
            setName(g.name);
            setRenaming(true);
          }}
        >
          {t('group.rename')}
        </Button>
      </div>
      <ul className={styles.messages} aria-live="polite" ref={listRef}>
        {moreOlder && (
          <li style={{ alignSelf: 'center' }}>
            <Button size="small" onClick={() => void loadOlder()}>
              {t('older')}
            </Button>
          </li>
        )}
        {messages.map((m) => (
          <MessageItem key={m.messageId} m={m} buyerNickname={m.senderBuyerName} />
        ))}
        <li ref={end} aria-hidden="true" />
      </ul>
      <div className={styles.composer}>
        <Input.TextArea
          aria-label={t('composer')}
          placeholder={t('composer')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              if (text.trim()) void send();
            }
          }}
        />
        <Flex justify="flex-end">
          <Button type="primary" loading={sending} disabled={!text.trim()} onClick={() => void send()}>
            {t('send')}
          </Button>
        </Flex>
      </div>
      <Modal
        open={renaming}
        title={t('group.renameTitle')}
        okText={t('group.save')}
        cancelText={t('group.cancel')}
        okButtonProps={{ disabled: !name.trim() }}
        onCancel={() => setRenaming(false)}
        onOk={() => void rename()}
      >
        <Input
          aria-label={t('group.name')}
          value={name}
          maxLength={CHAT_GROUP_NAME_MAX}
          showCount
          onChange={(e) => setName(e.target.value)}
        />
      </Modal>
    </>
  );
}
