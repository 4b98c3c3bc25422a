import { type GroupView, groupChatList, groupCreate } from '@sc/contract/calls/chat-groups.ts';
import { CHAT_GROUP_NAME_MAX } from '@sc/contract/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import styles from './chat.module.css';

/** The list's last message when it was a picture (the server's preview). */
const IMAGE_PREVIEW = '[image]';

/** The shop's buyer groups in the workbench's list (/oms/cos/im/group/chat/list), with a new-group button. */
export function GroupList({ openId, onOpen }: { openId: string | null; onOpen: (g: GroupView) => void }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const list = useCall(groupChatList, { keyword, page: { pageNum: 1, pageSize: 100 } });
  const rows = list.data?.list ?? [];

  const create = async () => {
    const r = await api(groupCreate, { name });
    setCreating(false);
    setName('');
    await invalidateCall(client, groupChatList);
    onOpen(r.group);
  };

  return (
    <>
      <div className={styles.listTools}>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('group.create')}
        </Button>
        <Input.Search
          allowClear
          placeholder={t('group.search')}
          aria-label={t('group.search')}
          onSearch={(v) => setKeyword(v.trim())}
        />
      </div>
      {rows.length === 0 && !list.isLoading ? (
        <Empty description={t('group.empty')} />
      ) : (
        <ul className={styles.items} aria-label={t('group.list')}>
          {rows.map((g) => (
            <li key={g.groupId}>
              <button
                type="button"
                className={styles.item}
                aria-current={g.groupId === openId}
                onClick={() => onOpen(g)}
              >
                <span className={styles.itemTop}>
                  <Typography.Text strong>{g.name}</Typography.Text>
                  <Badge count={g.unreadCount} title={t('unread', { count: g.unreadCount })} />
                </span>
                <span className={styles.preview}>
                  {g.lastMessage === IMAGE_PREVIEW ? `[${t('picture')}]` : g.lastMessage}
                </span>
                <Typography.Text type="secondary">{t('group.members', { count: g.memberCount })}</Typography.Text>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={creating}
        title={t('group.createTitle')}
        okText={t('group.save')}
        cancelText={t('group.cancel')}
        okButtonProps={{ disabled: !name.trim() }}
        onCancel={() => setCreating(false)}
        onOk={() => void create()}
      >
        <Input
          aria-label={t('group.name')}
          placeholder={t('group.name')}
          value={name}
          maxLength={CHAT_GROUP_NAME_MAX}
          showCount
          onChange={(e) => setName(e.target.value)}
        />
      </Modal>
    </>
  );
}
