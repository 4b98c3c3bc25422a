import {
  noticeMarkRead,
  noticeStatistics,
  noticeTips,
  noticeUnread,
  type noticeView,
  shopNoticeList,
} from '@sc/contract/calls/notices.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Empty, Flex, List, Modal, Pagination, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './notices.module.css';

type Notice = z.infer<typeof noticeView>;
const TABS = ['all', 'unread', 'read'] as const;
type NoticeTab = (typeof TABS)[number];
const PAGE_SIZE = 10;

/**
 * /dashboard/notice, behind the top bar's bell: the platform's notices to the shop, all, unread or
 * read (the tab and page in the URL), each opened whole in a dialog, which marks it read; all marked
 * read at once. The bell's count is asked again after every mark.
 */
export default function NoticeCentrePage() {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: NoticeTab = TABS.find((x) => x === params.get('tab')) ?? 'all';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<Notice | null>(null);
  const stats = useCall(noticeStatistics, {});
  const list = useCall(shopNoticeList, { readStatus: tab, page: { pageNum, pageSize: PAGE_SIZE } });
  const rows = list.data?.list ?? [];
  const total = stats.data?.total ?? 0;
  const unread = stats.data?.unread ?? 0;
  const counts: Record<NoticeTab, number> = { all: total, unread, read: total - unread };

  const refresh = () =>
    Promise.all([shopNoticeList, noticeStatistics, noticeUnread, noticeTips].map((c) => invalidateCall(client, c)));
  const markRead = async (noticeNos: string[]) => {
    const r = await api(noticeMarkRead, { noticeNos });
    await refresh();
    return r.updated;
  };
  const openNotice = (n: Notice) => {
    setOpen(n);
    if (n.read === 'n') void markRead([n.noticeNo]).catch(() => undefined);
  };
  const go = (next: { tab?: NoticeTab; page?: number }) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next.tab) out.set('tab', next.tab);
      out.set('page', String(next.page ?? 1));
      return out;
    });

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Tabs
          activeKey={tab}
          onChange={(k) => go({ tab: k as NoticeTab })}
          items={TABS.map((k) => ({
            key: k,
            label: t('notice.tab', { name: t(`notice.tabs.${k}`), count: counts[k] }),
          }))}
        />
        <Button
          disabled={unread === 0}
          onClick={() =>
            void markRead([]).then(
              (n) => toast.success(t('notice.allMarked', { count: n })),
              () => undefined, // the client has shown why
            )
          }
        >
          {t('notice.markAll')}
        </Button>
      </Flex>
      <List<Notice>
        aria-label={t('notice.title')}
        loading={list.isLoading}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`notice.empty.${tab}`)} /> }}
        renderItem={(n) => (
          <List.Item key={n.noticeNo}>
            <button type="button" className={styles.open} onClick={() => openNotice(n)}>
              <span className={styles.head}>
                {n.read === 'n' && <Badge status="processing" aria-hidden />}
                <Typography.Text strong={n.read === 'n'} className={styles.title}>
                  {n.noticeTitle}
                </Typography.Text>
                {n.read === 'n' && <span className={styles.unreadTag}>{t('notice.unread')}</span>}
              </span>
              <Typography.Text type="secondary" className={styles.excerpt}>
                {n.content}
              </Typography.Text>
              <Typography.Text type="secondary" className={styles.date}>
                {formatDateTime(n.createdAt)}
              </Typography.Text>
            </button>
          </List.Item>
        )}
      />
      {(list.data?.page.count ?? 0) > PAGE_SIZE && (
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={pageNum}
            pageSize={PAGE_SIZE}
            total={list.data?.page.count ?? 0}
            onChange={(page) => go({ page })}
            showSizeChanger={false}
          />
        </Flex>
      )}
      <Modal
        open={open !== null}
        title={open?.noticeTitle}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('notice.close')}</Button>}
      >
        {open && (
          <>
            <Typography.Paragraph type="secondary">{formatDateTime(open.createdAt)}</Typography.Paragraph>
            <Typography.Paragraph className={styles.whole}>{open.content}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </Card>
  );
}
