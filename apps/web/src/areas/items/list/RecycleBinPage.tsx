import { itemDiscard, itemRecover, itemRecycleList, PRODUCT_TITLE_MAX } from '@sc/contract/calls/items.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Alert, App, Button, Empty, Flex, Form, Input, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { maxLengthRule } from '../../../components/form/shared-rules.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useBatchResult } from '../../../components/list/use-batch-result.tsx';
import { formatBahtRange } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { ProductCell } from './ProductCell.tsx';
import { type RowResults, useRefreshProducts } from './product-queries.ts';
import styles from './products.module.css';
import { useDiscardConfirm } from './use-discard-confirm.tsx';

type RecycleAnswer = CallResponse<typeof itemRecycleList>;
type RecycleRow = RecycleAnswer['list'][number];

const SHAPE = { filterKeys: ['title'] as const };

/** /shop/recover: the recycle bin. Restoring brings a product back off shelf; halted ones cannot come back. */
export default function RecycleBinPage() {
  const { t } = useTranslation('items');
  const { message } = App.useApp();
  const refresh = useRefreshProducts();
  const report = useBatchResult();
  const confirmDiscard = useDiscardConfirm();

  const summarise = (action: string, rows: RecycleRow[], r: RowResults, refused: RecycleRow[] = []) => {
    const titles = new Map(rows.map((p) => [p.productId, p.title]));
    report({
      action,
      succeeded: r.succeeded,
      failures: [
        ...refused.map((p) => ({ key: p.productId, label: p.title, reason: t('recover.cannotRestore') })),
        ...r.results
          .filter((row) => row.ok === 'n')
          .map((row) => ({
            key: row.productId,
            label: titles.get(row.productId) ?? row.productId,
            reason: row.reason,
          })),
      ],
    });
  };

  const restore = async (rows: RecycleRow[], clear?: () => void) => {
    const restorable = rows.filter((p) => p.restorable === 'y');
    const refused = rows.filter((p) => p.restorable === 'n');
    const action = t('recover.restore');
    if (restorable.length === 0) {
      summarise(action, rows, { results: [], succeeded: 0, failed: 0 }, refused);
      return;
    }
    const r = await api(itemRecover, { productIds: restorable.map((p) => p.productId) }).catch(() => null);
    if (!r) return;
    if (rows.length === 1 && r.succeeded === 1) void message.success(t('recover.restored'));
    else summarise(action, rows, r, refused);
    clear?.();
    await refresh();
  };

  const discard = (rows: RecycleRow[], clear?: () => void) =>
    confirmDiscard(
      rows.map((p) => p.title),
      async () => {
        const r = await api(itemDiscard, { productIds: rows.map((p) => p.productId) }).catch(() => null);
        if (!r) return;
        if (r.failed === 0) void message.success(t('recover.discarded'));
        else summarise(t('recover.discard'), rows, r);
        clear?.();
        await refresh();
      },
    );

  const columns: TableColumnsType<RecycleRow> = [
    {
      key: 'product',
      title: t('column.product'),
      render: (_, p) => <ProductCell product={p} link={false} />,
    },
    {
      key: 'price',
      title: t('column.price'),
      align: 'right',
      width: 130,
      render: (_, p) => formatBahtRange(p.priceMin, p.priceMax),
    },
    {
      key: 'stock',
      title: t('column.stock'),
      align: 'right',
      width: 80,
      render: (_, p) => formatNumber(p.stockTotal),
    },
    {
      key: 'state',
      title: t('column.status'),
      width: 200,
      render: (_, p) =>
        p.restorable === 'n' ? (
          <Flex vertical gap={4} align="flex-start">
            <Tag color="error">{t('status.halted')}</Tag>
            <Typography.Text type="secondary" className={styles.small}>
              {t('recover.cannotRestore')}
            </Typography.Text>
          </Flex>
        ) : (
          <Tag>{t('status.deleted')}</Tag>
        ),
    },
    {
      key: 'deletedAt',
      title: t('recover.deletedAt'),
      width: 150,
      render: (_, p) => <span className={styles.small}>{formatDateTime(p.deletedAt)}</span>,
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 132,
      render: (_, p) => (
        <Flex vertical gap={2} align="flex-start" className={styles.actions}>
          <Tooltip title={p.restorable === 'n' ? t('recover.cannotRestore') : undefined}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              disabled={p.restorable === 'n'}
              onClick={() => void restore([p])}
            >
              {t('recover.restore')}
            </Button>
          </Tooltip>
          <Button type="link" size="small" danger style={{ padding: 0, height: 'auto' }} onClick={() => discard([p])}>
            {t('recover.discard')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage<RecycleRow, 'title', RecycleAnswer>
      call={itemRecycleList}
      shape={SHAPE}
      load={(q, signal) =>
        api(itemRecycleList, { title: q.filters.title, page: { pageNum: q.pageNum, pageSize: q.pageSize } }, { signal })
      }
      rowKey={(p) => p.productId}
      columns={columns}
      intro={<Alert type="info" showIcon title={t('recover.intro')} />}
      search={{
        formName: 'recycleSearch',
        fields: (
          <Form.Item name="title" label={t('recover.title')} rules={[maxLengthRule(PRODUCT_TITLE_MAX)]}>
            <Input allowClear placeholder={t('recover.titlePlaceholder')} />
          </Form.Item>
        ),
      }}
      batchActions={(rows, clear) => (
        <>
          <Button size="small" onClick={() => void restore(rows, clear)}>
            {t('recover.restore')}
          </Button>
          <Button size="small" danger onClick={() => discard(rows, clear)}>
            {t('recover.discard')}
          </Button>
        </>
      )}
      empty={() => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('recover.empty')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('recover.emptyHint')}</Typography.Text>
            </>
          }
        />
      )}
    />
  );
}
