import DownOutlined from '@ant-design/icons/DownOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import {
  itemBatchPublish,
  itemDelete,
  itemExportExcel,
  itemListInquiry,
  PRODUCT_TABS,
  type ProductRow,
} from '@sc/contract/calls/items.ts';
import { App, Button, Empty, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client.ts';
import { ExportButton } from '../../../components/export/ExportButton.tsx';
import { ListPage, type SortColumns } from '../../../components/list/ListPage.tsx';
import { useBatchResult } from '../../../components/list/use-batch-result.tsx';
import { formatBaht, formatBahtRange } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { ProductActions } from './ProductActions.tsx';
import { ProductCell } from './ProductCell.tsx';
import { ProductSearchFields, productFiltersToForm, productFormToFilters } from './ProductSearchFields.tsx';
import { ProductStatus } from './ProductStatus.tsx';
import {
  idsAcceptable,
  PRODUCT_QUERY_SHAPE,
  type ProductFilterKey,
  type ProductListAnswer,
  productFilterOf,
  productListPayload,
  type RowResults,
  useRefreshProducts,
} from './product-queries.ts';
import styles from './products.module.css';
import { SkuStockTable } from './SkuStockTable.tsx';

const SORT_COLUMNS: SortColumns = {
  price: { ascend: 'price_asc', descend: 'price_desc' },
  stock: { ascend: 'stock_asc', descend: 'stock_desc' },
  sales: { descend: 'sales_desc' },
};

/** /shop/index (FUNC.productList): the shop's products by state, searched, edited in place and exported. */
export default function ProductListPage() {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  useLowStockLink();
  const batch = useBatchActions();

  const [expanded, setExpanded] = useState<string[]>([]);
  const toggle = (id: string) =>
    setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id]));

  const columns: TableColumnsType<ProductRow> = [
    { key: 'product', title: t('column.product'), render: (_, p) => <ProductCell product={p} /> },
    {
      key: 'price',
      title: <span className={styles.head}>{t('column.price')}</span>,
      align: 'right',
      width: 116,
      render: (_, p) => formatBahtRange(p.priceMin, p.priceMax),
    },
    {
      key: 'lowest30',
      title: (
        <Tooltip title={t('column.lowest30Hint')}>
          {/* It may take two lines, broken only between its words ("ราคาต่ำสุด" / "30 วัน"). */}
          <span>
            {t('column.lowest30')
              .split(' ')
              .map((word, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed text, in order.
                <Fragment key={i}>
                  {i > 0 && ' '}
                  <span className={styles.head} data-word>
                    {word}
                  </span>
                </Fragment>
              ))}{' '}
            <QuestionCircleOutlined />
          </span>
        </Tooltip>
      ),
      align: 'right',
      width: 104,
      render: (_, p) => formatBaht(p.lowestPrice30),
    },
    {
      key: 'stock',
      title: <span className={styles.head}>{t('column.stock')}</span>,
      width: 124,
      render: (_, p) => (
        <Flex vertical align="flex-start" data-stock={p.productId}>
          <span className={styles.head}>
            {t('row.available', { count: formatNumber(p.stockTotal - p.reservedTotal) })}
          </span>
          <Typography.Text type="secondary" className={styles.meta}>
            {t('row.reserved', { count: formatNumber(p.reservedTotal) })}
          </Typography.Text>
          {p.skus.some((s) => s.lowStock === 'y') && (
            <Tag color="warning" className={styles.small}>
              {t('row.lowStock')}
            </Tag>
          )}
          {p.skus.length > 0 && (
            <Button
              type="link"
              size="small"
              className={styles.inlineLink}
              aria-expanded={expanded.includes(p.productId)}
              data-sku-toggle
              onClick={() => toggle(p.productId)}
            >
              {t('row.skus', { count: p.skus.length })}{' '}
              {expanded.includes(p.productId) ? <UpOutlined /> : <DownOutlined />}
            </Button>
          )}
        </Flex>
      ),
    },
    {
      key: 'sales',
      title: <span className={styles.head}>{t('column.sales')}</span>,
      align: 'right',
      width: 88,
      render: (_, p) => formatNumber(p.salesCount),
    },
    {
      key: 'status',
      title: <span className={styles.head}>{t('column.status')}</span>,
      width: 120,
      render: (_, p) => (
        <Flex vertical gap={2}>
          <ProductStatus product={p} />
          <Typography.Text type="secondary" className={styles.small}>
            {t('row.updated', { time: formatDateTime(p.updatedAt) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: <span className={styles.head}>{t('column.actions')}</span>,
      width: 112,
      render: (_, p) => <ProductActions product={p} />,
    },
  ];

  return (
    <ListPage<ProductRow, ProductFilterKey, ProductListAnswer>
      call={itemListInquiry}
      shape={PRODUCT_QUERY_SHAPE}
      load={(query, signal) => api(itemListInquiry, productListPayload(query), { signal })}
      canLoad={idsAcceptable}
      rowKey={(p) => p.productId}
      columns={columns}
      sortColumns={SORT_COLUMNS}
      search={{
        formName: 'productSearch',
        fields: <ProductSearchFields />,
        toFilters: productFormToFilters,
        fromFilters: productFiltersToForm,
      }}
      tabs={PRODUCT_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      toolbar={
        <>
          <Button icon={<ImportOutlined />} onClick={() => void navigate('/shop/import')}>
            {t('action.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/shop/add')}>
            {t('action.add')}
          </Button>
        </>
      }
      exportSlot={(query, total) => (
        <ExportButton
          disabled={total === 0}
          disabledReason={t('action.nothingToExport')}
          start={() => api(itemExportExcel, productFilterOf(query))}
        />
      )}
      batchActions={(rows, clear) => (
        <>
          <Button size="small" onClick={() => batch.publish(rows, true, clear)}>
            {t('batch.onShelf')}
          </Button>
          <Button size="small" onClick={() => batch.publish(rows, false, clear)}>
            {t('batch.offShelf')}
          </Button>
          <Button size="small" danger onClick={() => batch.remove(rows, clear)}>
            {t('batch.delete')}
          </Button>
        </>
      )}
      expandable={{
        expandedRowRender: (p) => <SkuStockTable product={p} />,
        rowExpandable: (p) => p.skus.length > 0,
        expandedRowKeys: expanded,
        showExpandColumn: false,
      }}
      empty={(query) => {
        const tab = (PRODUCT_TABS as readonly string[]).includes(query.tab) ? query.tab : 'all';
        return (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{t(`empty.${tab}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`empty.${tab}Hint`)}</Typography.Text>
              </>
            }
          >
            {tab === 'all' && (
              <Flex gap={8} justify="center">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/shop/add')}>
                  {t('action.add')}
                </Button>
                <Button icon={<ImportOutlined />} onClick={() => void navigate('/shop/import')}>
                  {t('action.import')}
                </Button>
              </Flex>
            )}
          </Empty>
        );
      }}
    />
  );
}

/** The dashboard's low-stock card links to `?tab=lowStock`; that is the low-stock filter here. */
function useLowStockLink() {
  const [params, setParams] = useSearchParams();
  const legacy = params.get('tab') === 'lowStock';
  useEffect(() => {
    if (!legacy) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tab');
        next.set('lowStock', 'y');
        return next;
      },
      { replace: true },
    );
  }, [legacy, setParams]);
}

/** Batch on shelf, off shelf and delete of the selected rows, with a summary of what went through. */
function useBatchActions() {
  const { t } = useTranslation('items');
  const { modal } = App.useApp();
  const refresh = useRefreshProducts();
  const report = useBatchResult();

  const summarise = (action: string, rows: ProductRow[], r: RowResults) => {
    const titles = new Map(rows.map((p) => [p.productId, p.title]));
    report({
      action,
      succeeded: r.succeeded,
      failures: r.results
        .filter((row) => row.ok === 'n')
        .map((row) => ({ key: row.productId, label: titles.get(row.productId) ?? row.productId, reason: row.reason })),
    });
  };

  const run = async (action: string, rows: ProductRow[], call: () => Promise<RowResults>, clear: () => void) => {
    const r = await call().catch(() => null);
    if (!r) return;
    summarise(action, rows, r);
    clear();
    await refresh();
  };

  const ids = (rows: ProductRow[]) => rows.map((p) => p.productId);

  return {
    publish: (rows: ProductRow[], up: boolean, clear: () => void) => {
      const action = t(up ? 'batch.onShelf' : 'batch.offShelf');
      const go = () =>
        run(action, rows, () => api(itemBatchPublish, { productIds: ids(rows), onShelf: up ? 'y' : 'n' }), clear);
      if (up) void go();
      else
        modal.confirm({
          title: t('batch.offShelfConfirm', { count: rows.length }),
          content: t('action.offShelfHint'),
          okText: action,
          cancelText: t('common:cancel'),
          onOk: go,
        });
    },
    remove: (rows: ProductRow[], clear: () => void) =>
      modal.confirm({
        title: t('batch.deleteConfirm', { count: rows.length }),
        content: t('action.deleteHint'),
        okText: t('common:delete'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => run(t('batch.delete'), rows, () => api(itemDelete, { productIds: ids(rows) }), clear),
      }),
  };
}
