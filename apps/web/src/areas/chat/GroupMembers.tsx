import {
  type GroupView,
  groupCandidates,
  groupChatList,
  groupMemberAdd,
  groupMemberRemove,
  groupMembers,
} from '@sc/contract/calls/chat-groups.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, Pagination, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './chat.module.css';

const PAGE_SIZE = 20;

/**
 * The open group's members (/oms/cos/im/group/member): searched by nickname, paged, each removable
 * after a confirmation; buyers who chatted with or follow the shop are found by nickname and added.
 */
export function GroupMembers({ group: g }: { group: GroupView }) {
  const { t } = useTranslation('chat');
  const { message: toast, modal } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [find, setFind] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const members = useCall(groupMembers, { groupId: g.groupId, keyword, page: { pageNum, pageSize: PAGE_SIZE } });
  const candidates = useCall(groupCandidates, { groupId: g.groupId, keyword: find }, { enabled: find.length > 0 });
  const rows = members.data?.list ?? [];

  const changed = () => {
    void members.refetch();
    void invalidateCall(client, groupChatList);
  };
  const add = async () => {
    await api(groupMemberAdd, { groupId: g.groupId, buyerIds: picked });
    setPicked([]);
    setFind('');
    toast.success(t('group.added'));
    changed();
  };
  const remove = async (buyerId: string, name: string) => {
    await api(groupMemberRemove, { groupId: g.groupId, buyerId });
    toast.success(t('group.removed', { name }));
    changed();
  };

  return (
    <div className={styles.groupMembers}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('group.memberList')} ({members.data?.page.count ?? g.memberCount})
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          aria-label={t('group.add')}
          placeholder={t('group.addPlaceholder')}
          style={{ flex: 1, minWidth: 0 }}
          value={picked}
          onChange={setPicked}
          onSearch={(v) => setFind(v.trim())}
          options={(candidates.data?.list ?? []).map((c) => ({ value: c.buyerId, label: c.nickname }))}
        />
        <Button type="primary" disabled={picked.length === 0} onClick={() => void add()}>
          {t('group.addSubmit')}
        </Button>
      </Space.Compact>
      <Input.Search
        allowClear
        placeholder={t('group.searchMembers')}
        aria-label={t('group.searchMembers')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPageNum(1);
        }}
      />
      {rows.length === 0 && !members.isLoading ? (
        <Empty description={t('group.noMembers')} />
      ) : (
        <ul className={styles.memberRows} aria-label={t('group.memberList')}>
          {rows.map((m) => (
            <li key={m.buyerId} className={styles.memberRow}>
              <span>
                <Typography.Text strong>{m.nickname}</Typography.Text>
                {m.banned === 'y' && <Tag color="red">{t('group.banned')}</Tag>}
                <br />
                <Typography.Text type="secondary">
                  {t('group.joined', { time: formatDateTime(m.joinedAt) })}
                </Typography.Text>
              </span>
              <Button
                size="small"
                danger
                aria-label={`${t('group.remove')} ${m.nickname}`}
                onClick={() =>
                  void modal.confirm({
                    title: t('group.removeConfirm', { name: m.nickname }),
                    okText: t('group.remove'),
                    okButtonProps: { danger: true },
                    cancelText: t('group.cancel'),
                    onOk: () => remove(m.buyerId, m.nickname),
                  })
                }
              >
                {t('group.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(members.data?.page.count ?? 0) > PAGE_SIZE && (
        <Pagination
          size="small"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={members.data?.page.count ?? 0}
          onChange={setPageNum}
        />
      )}
    </div>
  );
}
