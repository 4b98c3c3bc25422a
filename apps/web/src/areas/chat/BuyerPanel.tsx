import {
  type ConversationView,
  chatList,
  chatRelation,
  chatRemark,
  customerBasicInfo,
} from '@sc/contract/calls/chat.ts';
import { CHAT_REMARK_MAX, RELATION_TYPES } from '@sc/contract/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Input, List, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../format/relative-time.ts';

/** The buyer of the open conversation: profile, this shop's orders, the shop's remark and relation. */
export function BuyerPanel({ conversation: c }: { conversation: ConversationView }) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const info = useCall(customerBasicInfo, { buyerId: c.buyerId });
  const [remark, setRemark] = useState(c.remark);
  const saved = async () => {
    void invalidateCall(client, chatList);
    void invalidateCall(client, customerBasicInfo);
    toast.success(t('action.done'));
  };
  const b = info.data;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('buyer.title')}
      </Typography.Title>
      {b && (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'n',
              label: c.buyerNickname,
              children: b.banned === 'y' ? <Tag color="red">{t('buyer.banned')}</Tag> : '',
            },
            { key: 'p', label: t('buyer.phone'), children: b.phone },
            { key: 'v', label: t('buyer.province'), children: b.province },
            { key: 's', label: t('buyer.since'), children: formatDateTime(b.registeredAt) },
          ]}
        />
      )}
      <Typography.Text strong>{t('buyer.remark')}</Typography.Text>
      <Input.TextArea
        aria-label={t('buyer.remark')}
        value={remark}
        maxLength={CHAT_REMARK_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(e) => setRemark(e.target.value)}
      />
      <Button
        size="small"
        style={{ marginTop: 24 }}
        onClick={() => void api(chatRemark, { conversationId: c.conversationId, remark }).then(saved)}
      >
        {t('buyer.saveRemark')}
      </Button>
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>{t('buyer.relation')}</Typography.Text>
        <Select
          aria-label={t('buyer.relation')}
          style={{ width: '100%' }}
          value={c.relationType}
          onChange={(v) => void api(chatRelation, { conversationId: c.conversationId, relationType: v }).then(saved)}
          options={RELATION_TYPES.map((r) => ({ value: r, label: t(`buyer.relationType.${r}`) }))}
        />
      </div>
      {b && (
        <List
          style={{ marginTop: 12 }}
          size="small"
          header={<Typography.Text strong>{t('buyer.orders', { count: b.orderCount })}</Typography.Text>}
          locale={{ emptyText: <Typography.Text type="secondary">{t('buyer.noOrders')}</Typography.Text> }}
          dataSource={b.orders}
          renderItem={(o) => (
            <List.Item>
              <a href={`/order/orderItem/${o.orderId}`} target="_blank" rel="noreferrer">
                {o.orderId}
              </a>{' '}
              ฿{o.totalAmount}
            </List.Item>
          )}
        />
      )}
    </>
  );
}
