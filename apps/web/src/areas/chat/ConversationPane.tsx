import {
  type ChatMessageView,
  type ConversationView,
  chatBlacklist,
  chatForward,
  chatList,
  chatLock,
  chatStaffList,
} from '@sc/contract/calls/chat.ts';
import type { Call, CallRequest } from '@sc/contract/define-call.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, Popover, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { ComposerPicks } from './ComposerPicks.tsx';
import styles from './chat.module.css';
import type { ChatSocket } from './chat-socket.ts';
import { ImagePick } from './ImagePick.tsx';
import { MessageItem } from './MessageItem.tsx';
import { useThread } from './use-thread.ts';

const EMOJI = ['😀', '😊', '🙏', '👍', '❤️', '🎉', '😅', '🤔', '📦', '🚚'];

/**
 * The open conversation: its messages (live, the buyer's read as they come into view), the composer
 * with emoji, quick replies, coupons and cards, forward, lock and blacklist.
 */
export function ConversationPane({
  conversation: c,
  live,
  socket,
}: {
  conversation: ConversationView;
  live: ChatMessageView[];
  socket: ChatSocket;
}) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [forwarding, setForwarding] = useState(false);
  const [target, setTarget] = useState<string | undefined>();
  const [cardType, setCardType] = useState<'product' | 'order'>('product');
  const [cardId, setCardId] = useState('');
  const staff = useCall(chatStaffList, {}, { enabled: forwarding });
  const { messages, moreOlder, loadOlder, send, sending, listRef, end } = useThread(c.conversationId, live, socket);

  const act = async <C extends Call>(call: C, payload: CallRequest<C>) => {
    await api(call, payload);
    void invalidateCall(client, chatList);
  };

  return (
    <>
      <div className={styles.paneHead}>
        <Flex vertical>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {c.buyerNickname}
          </Typography.Title>
          <Space size={4} wrap>
            <Tag>{t(`type.${c.chatType}`)}</Tag>
            {c.assignedName && <Tag color="blue">{t('assignedTo', { name: c.assignedName })}</Tag>}
            {c.locked === 'y' && <Tag color="orange">{t('lockedBy', { name: c.assignedName })}</Tag>}
          </Space>
        </Flex>
        <Space wrap>
          <Button onClick={() => setForwarding(true)}>{t('action.forward')}</Button>
          <Button
            onClick={() =>
              void act(chatLock, { conversationId: c.conversationId, locked: c.locked === 'y' ? 'n' : 'y' })
            }
          >
            {c.locked === 'y' ? t('action.unlock') : t('action.lock')}
          </Button>
          <Button
            danger={c.blacklisted === 'n'}
            onClick={() =>
              void act(chatBlacklist, {
                conversationId: c.conversationId,
                blacklisted: c.blacklisted === 'y' ? 'n' : 'y',
              })
            }
          >
            {c.blacklisted === 'y' ? t('action.unblacklist') : t('action.blacklist')}
          </Button>
        </Space>
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
          <MessageItem key={m.messageId} m={m} buyerNickname={c.buyerNickname} />
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
              if (text.trim()) void send({ content: text }).then((ok) => ok && setText(''));
            }
          }}
        />
        <Flex gap={8} wrap justify="space-between">
          <Space wrap>
            <Popover
              trigger="click"
              content={
                <Space wrap style={{ maxWidth: 200 }}>
                  {EMOJI.map((e) => (
                    <Button key={e} type="text" aria-label={e} onClick={() => setText((x) => x + e)}>
                      {e}
                    </Button>
                  ))}
                </Space>
              }
            >
              <Button aria-label={t('emoji')}>😀</Button>
            </Popover>
            <ImagePick onImage={(mediaId) => send({ content: mediaId, kind: 'image' })} />
            <ComposerPicks
              onReply={(content) => setText(content)}
              onCoupon={(cardId) => void send({ content: '', kind: 'coupon', cardId })}
            />
            <Space.Compact>
              <Select
                aria-label={t('sendCard')}
                value={cardType}
                onChange={setCardType}
                options={[
                  { value: 'product', label: t('card.product') },
                  { value: 'order', label: t('card.order') },
                ]}
                style={{ width: 110 }}
              />
              <Input
                aria-label={cardType === 'product' ? t('cardProduct') : t('cardOrder')}
                placeholder={cardType === 'product' ? t('cardProduct') : t('cardOrder')}
                value={cardId}
                onChange={(e) => setCardId(e.target.value.replace(/\D/g, ''))}
                style={{ width: 150 }}
              />
              <Button
                disabled={!cardId}
                onClick={() => void send({ content: '', kind: cardType, cardId }).then((ok) => ok && setCardId(''))}
              >
                {t('sendCard')}
              </Button>
            </Space.Compact>
          </Space>
          <Button
            type="primary"
            loading={sending}
            disabled={!text.trim()}
            onClick={() => void send({ content: text }).then((ok) => ok && setText(''))}
          >
            {t('send')}
          </Button>
        </Flex>
      </div>
      <Modal
        open={forwarding}
        title={t('action.forwardTitle')}
        okText={t('action.ok')}
        cancelText={t('action.cancel')}
        okButtonProps={{ disabled: !target }}
        onCancel={() => setForwarding(false)}
        onOk={async () => {
          if (!target) return;
          await act(chatForward, { conversationId: c.conversationId, toUserId: target });
          setForwarding(false);
          toast.success(t('action.done'));
        }}
      >
        <Select
          aria-label={t('action.forwardTo')}
          style={{ width: '100%' }}
          value={target}
          onChange={setTarget}
          options={(staff.data?.list ?? []).map((s) => ({
            value: s.userId,
            disabled: s.available === 'n',
            label: `${s.name} · ${t(`action.scope.${s.csScope ?? 'main'}`)}`,
          }))}
        />
      </Modal>
    </>
  );
}
