import { App, Button, Flex, Input, InputNumber, Popconfirm, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { MoneyInput } from '../../components/money/MoneyInput.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { type AdKeywordRow, useAddKeywords, useRemoveKeyword, useUpdateBid } from './ad-queries.ts';

/**
 * A plan's keywords (/activityreport/keyword): bids with the suggested bid (highest other bid plus
 * 0.1 baht), the last 30 days' figures, adding a typed list and removing (one always remains).
 */
export function KeywordTable({
  planId,
  keywords,
  editable,
}: {
  planId: string;
  keywords: readonly AdKeywordRow[];
  editable: boolean;
}) {
  const { t } = useTranslation('advertising');
  const { message } = App.useApp();
  const update = useUpdateBid();
  const remove = useRemoveKeyword();
  const add = useAddKeywords();
  const [text, setText] = useState('');
  const [bid, setBid] = useState<string | undefined>(undefined);
  const [error, setError] = useState('');
  const [bids, setBids] = useState<Record<string, number | null>>({});

  const submit = async () => {
    setError('');
    try {
      const r = await add.mutateAsync({ planId, keywords: text, bid: bid ?? '0' });
      setText('');
      void message.success(t('keywords.added', { count: r.added.length }));
    } catch (err) {
      if (err instanceof ApiError) setError(err.replyText);
      else throw err;
    }
  };

  const columns: TableColumnsType<AdKeywordRow> = [
    { key: 'keyword', title: t('keywords.keyword'), render: (_, k) => k.keyword },
    {
      key: 'bid',
      title: t('keywords.bid'),
      width: 220,
      render: (_, k) =>
        editable ? (
          <Flex gap={6}>
            <InputNumber<number>
              aria-label={`${t('keywords.bid')} ${k.keyword}`}
              min={0}
              step={0.1}
              precision={2}
              style={{ width: 100 }}
              value={bids[k.keyword] ?? k.bid}
              onChange={(v) => setBids((b) => ({ ...b, [k.keyword]: v }))}
            />
            <Button
              size="small"
              disabled={(bids[k.keyword] ?? k.bid) === k.bid}
              onClick={() => update.mutate({ planId, keyword: k.keyword, bid: String(bids[k.keyword] ?? k.bid) })}
            >
              {t('keywords.saveBid')}
            </Button>
          </Flex>
        ) : (
          formatBaht(k.bid)
        ),
    },
    {
      key: 'suggested',
      title: t('keywords.suggested'),
      width: 170,
      render: (_, k) => (
        <Flex gap={6} align="center">
          {formatBaht(k.suggestedBid)}
          {editable && k.suggestedBid !== k.bid && (
            <Button size="small" type="link" onClick={() => setBids((b) => ({ ...b, [k.keyword]: k.suggestedBid }))}>
              {t('keywords.useSuggested')}
            </Button>
          )}
        </Flex>
      ),
    },
    {
      key: 'imp',
      title: t('keywords.impressions'),
      width: 130,
      align: 'right',
      render: (_, k) => formatNumber(k.impressions),
    },
    {
      key: 'clicks',
      title: t('keywords.clicks'),
      width: 120,
      align: 'right',
      render: (_, k) => formatNumber(k.clicks),
    },
    { key: 'spend', title: t('keywords.spend'), width: 130, align: 'right', render: (_, k) => formatBaht(k.spend) },
    ...(editable
      ? [
          {
            key: 'remove',
            title: '',
            width: 90,
            render: (_: unknown, k: AdKeywordRow) => (
              <Popconfirm title={k.keyword} onConfirm={() => remove.mutate({ planId, keywords: [k.keyword] })}>
                <Button size="small" type="link" danger>
                  {t('keywords.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Table<AdKeywordRow>
        aria-label={t('keywords.title')}
        rowKey="keyword"
        columns={columns}
        dataSource={[...keywords]}
        pagination={false}
        scroll={{ x: 900 }}
      />
      {editable && (
        <Flex gap={8} wrap align="start">
          <Input.TextArea
            aria-label={t('keywords.add')}
            placeholder={t('keywords.addPlaceholder')}
            rows={2}
            style={{ flex: '1 1 260px' }}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <MoneyInput
            aria-label={t('keywords.newBid')}
            placeholder={t('keywords.newBid')}
            style={{ width: 140 }}
            value={bid}
            onChange={setBid}
          />
          <Button onClick={() => void submit()} loading={add.isPending} disabled={!text.trim()}>
            {t('keywords.add')}
          </Button>
        </Flex>
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
