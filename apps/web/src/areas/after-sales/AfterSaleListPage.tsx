import { AFTER_SALE_TABS } from '@sc/contract/after-sales.ts';
import { afterSaleExportExcel, afterSaleList } from '@sc/contract/calls/after-sales.ts';
import { Button, Empty, Flex, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { ExportButton } from '../../components/export/ExportButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './after-sales.module.css';
import { CaseProducts } from './CaseProducts.tsx';
import { CaseSearchFields } from './CaseSearchFields.tsx';
import { CaseStatusTag, CaseTypeTag, DeadlineCell, WaitingMark } from './CaseTags.tsx';
import {
  CASE_QUERY_SHAPE,
  type CaseFilterKey,
  type CaseListAnswer,
  type CaseRow,
  caseFilterOf,
  caseListPayload,
  caseQueryAcceptable,
} from './case-queries.ts';
import { caseFiltersToForm, caseFormToFilters } from './case-search.ts';
import { afterSaleDetailPath } from './paths.ts';

/**
 * /order/aftersale (FUNC.afterSales): the shop's refund, return and exchange requests by state,
 * open ones first by nearest deadline (the server's order), searched and exported.
 */
export default function AfterSaleListPage() {
  const { t } = useTranslation('after-sales');
  const navigate = useNavigate();
  const open = (c: CaseRow) => void navigate(afterSaleDetailPath(c.type, c.caseId));

  const columns: TableColumnsType<CaseRow> = [
    {
      key: 'case',
      title: t('list.caseId'),
      width: 160,
      render: (_, c) => (
        <Flex vertical gap={4} align="flex-start">
          <Link to={afterSaleDetailPath(c.type, c.caseId)} data-case={c.caseId}>
            {c.caseId}
          </Link>
          <Typography.Text type="secondary" className={styles.small}>
            {t('list.orderId')}{' '}
            <Link to={orderItemPath(c.orderId)} className={styles.inlineLink}>
              {c.orderId}
            </Link>
          </Typography.Text>
          <Typography.Text type="secondary" className={styles.small}>
            {t('list.applied')} {formatDateTime(c.appliedAt)}
          </Typography.Text>
          {c.waitingMerchant === 'y' && <WaitingMark />}
        </Flex>
      ),
    },
    {
      key: 'product',
      title: t('list.product'),
      render: (_, c) => (
        <Flex vertical gap={4}>
          <CaseProducts lines={c.lines} />
          <Typography.Text type="secondary" className={styles.small}>
            {c.buyerNickname} · {t('list.units', { count: c.quantity })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('list.status'),
      width: 140,
      render: (_, c) => (
        <Flex vertical gap={4} align="flex-start">
          <CaseTypeTag type={c.type} />
          <CaseStatusTag status={c.status} type={c.type} />
        </Flex>
      ),
    },
    {
      key: 'refund',
      title: t('list.refund'),
      align: 'right',
      width: 120,
      render: (_, c) => (
        <Flex vertical align="flex-end" gap={2}>
          <Typography.Text strong className={styles.nowrap} data-amount>
            {formatBaht(c.refundAmount)}
          </Typography.Text>
          {c.refundedAmount > 0 && (
            <Typography.Text type="secondary" className={`${styles.small} ${styles.nowrap}`}>
              {t('list.refunded', { amount: formatBaht(c.refundedAmount) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'deadline',
      title: t('list.deadline'),
      width: 160,
      render: (_, c) => <DeadlineCell kind={c.deadlineKind} at={c.deadlineAt} />,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 72,
      render: (_, c) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(c)}>
          {t('list.view')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage<CaseRow, CaseFilterKey, CaseListAnswer>
      call={afterSaleList}
      shape={CASE_QUERY_SHAPE}
      load={(query, signal) => api(afterSaleList, caseListPayload(query), { signal })}
      canLoad={caseQueryAcceptable}
      rowKey={(c) => c.caseId}
      columns={columns}
      scrollX={860}
      tabs={AFTER_SALE_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      tabsWrap
      tabsLabel={t('list.status')}
      tabCounts={(r) => r.tabCounts}
      search={{
        formName: 'afterSaleSearch',
        fields: <CaseSearchFields />,
        toFilters: caseFormToFilters,
        fromFilters: caseFiltersToForm,
      }}
      exportSlot={(query, total) => (
        <ExportButton
          disabled={total === 0}
          disabledReason={t('list.nothingToExport')}
          start={() => api(afterSaleExportExcel, caseFilterOf(query))}
        />
      )}
      empty={(query) => {
        const all = query.tab === 'all';
        return (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{t(all ? 'list.empty' : 'list.emptyTab')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(all ? 'list.emptyHint' : 'list.emptyTabHint')}</Typography.Text>
              </>
            }
          />
        );
      }}
    />
  );
}
