import { itemShelfRemovalList } from '@sc/contract/calls/items.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Card, Empty, Flex, Form, Select, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/client.ts';
import { serverNow } from '../../../api/server-time.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import type { ListQuery } from '../../../components/list/list-query.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { detailsPath, editPath, ProductCell } from './ProductCell.tsx';
import { ProductStatus } from './ProductStatus.tsx';
import styles from './products.module.css';

type ShelfAnswer = CallResponse<typeof itemShelfRemovalList>;
type ShelfRow = ShelfAnswer['list'][number];
type Rule = ShelfRow['rule'];

/** How far ahead the list looks. */
const WITHIN_DAYS = [7, 30, 90, 180, 360] as const;
/** The contract's default window. */
const DEFAULT_WITHIN = 30;
const RULES: readonly Rule[] = ['idle_180', 'no_sales_360', 'purge_off_180'];
const SHAPE = { filterKeys: ['within'] as const };
const DAY_MS = 24 * 3600 * 1000;

function withinDays(query: ListQuery<'within'>): number {
  const n = Number(query.filters.within);
  return (WITHIN_DAYS as readonly number[]).includes(n) ? n : DEFAULT_WITHIN;
}

/**
 * /shop/slowerOffTheShelf: products the shelf rules will take down (or delete) within a number of
 * days, soonest first, with the date, the rule and what keeps them.
 */
export default function ShelfRemovalPage() {
  const { t } = useTranslation('items');

  const columns: TableColumnsType<ShelfRow> = [
    { key: 'product', title: t('column.product'), render: (_, p) => <ProductCell product={p} /> },
    { key: 'status', title: t('column.status'), width: 150, render: (_, p) => <ProductStatus product={p} /> },
    {
      key: 'due',
      title: t('shelf.due'),
      width: 120,
      render: (_, p) => {
        const days = Math.ceil((new Date(p.removalAt).getTime() - serverNow().getTime()) / DAY_MS);
        return (
          <Flex vertical data-due={p.productId}>
            <Typography.Text strong>{formatDateTime(p.removalAt).split(' ')[0]}</Typography.Text>
            <Typography.Text type={days <= 7 ? 'danger' : 'secondary'} className={styles.small}>
              {days <= 0 ? t('shelf.today') : t('shelf.inDays', { count: days })}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'rule',
      title: t('shelf.ruleColumn'),
      width: 260,
      render: (_, p) => (
        <Flex vertical>
          <Typography.Text>{t(`shelf.rule.${p.rule}`)}</Typography.Text>
          <Typography.Text type="secondary" className={styles.small}>
            {t(`shelf.keep.${p.rule}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'numbers',
      title: t('column.sales'),
      align: 'right',
      width: 80,
      render: (_, p) => formatNumber(p.salesCount),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 120,
      render: (_, p) => (
        <Flex vertical gap={2} align="flex-start" className={styles.actions}>
          <Link to={editPath(p.productId)}>{t('shelf.refresh')}</Link>
          <Link to={detailsPath(p.productId)}>{t('action.details')}</Link>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage<ShelfRow, 'within', ShelfAnswer>
      call={itemShelfRemovalList}
      shape={SHAPE}
      load={(q, signal) =>
        api(
          itemShelfRemovalList,
          { withinDays: withinDays(q), page: { pageNum: q.pageNum, pageSize: q.pageSize } },
          { signal },
        )
      }
      rowKey={(p) => p.productId}
      columns={columns}
      intro={
        <Card size="small">
          <Typography.Text>{t('shelf.intro')}</Typography.Text>
          <Typography.Title level={5} style={{ marginTop: 12, marginBottom: 0 }}>
            {t('shelf.rulesTitle')}
          </Typography.Title>
          <ul className={styles.ruleList}>
            {RULES.map((rule) => (
              <li key={rule}>
                <Typography.Text>{t(`shelf.rule.${rule}`)}</Typography.Text>{' '}
                <Typography.Text type="secondary">{t(`shelf.keep.${rule}`)}</Typography.Text>
              </li>
            ))}
          </ul>
        </Card>
      }
      search={{
        formName: 'shelfSearch',
        fields: (
          <Form.Item name="within" label={t('shelf.within')}>
            <Select options={WITHIN_DAYS.map((d) => ({ value: String(d), label: t('shelf.days', { count: d }) }))} />
          </Form.Item>
        ),
        fromFilters: (f) => ({
          within: WITHIN_DAYS.map(String).includes(f.within) ? f.within : String(DEFAULT_WITHIN),
        }),
        toFilters: (v) => ({ within: v.within === String(DEFAULT_WITHIN) ? '' : String(v.within ?? '') }),
      }}
      isFiltered={() => false}
      empty={(q) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('shelf.empty', { count: withinDays(q) })}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('shelf.emptyHint')}</Typography.Text>
            </>
          }
        />
      )}
    />
  );
}
