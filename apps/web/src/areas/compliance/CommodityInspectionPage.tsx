import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import {
  COMMODITY_MIN_DISCOUNT_PERCENT,
  COMMODITY_MIN_SALES,
  COMMODITY_MIN_SCORE,
  COMMODITY_SALES_WINDOW_DAYS,
  type CommodityRow,
  commodityInspectionListInquiry,
} from '@sc/contract/calls/compliance.ts';
import { Card, Empty, Flex, Form, Input, type TableColumnsType, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './compliance.module.css';
import {
  COMMODITY_QUERY_SHAPE,
  COMMODITY_TABS,
  type CommodityFilterKey,
  type CommodityListAnswer,
  commodityListPayload,
} from './compliance-queries.ts';
import { ResultTag } from './InspectionListPage.tsx';
import { ProductBrief } from './ProductBrief.tsx';

const RULE = {
  days: COMMODITY_SALES_WINDOW_DAYS,
  minSales: COMMODITY_MIN_SALES,
  minScore: COMMODITY_MIN_SCORE,
  minDiscount: COMMODITY_MIN_DISCOUNT_PERCENT,
};

/** A measured figure with whether it meets its criterion. */
function Figure({ ok, children }: { ok: boolean; children: ReactNode }) {
  const { t } = useTranslation('compliance');
  const { token } = theme.useToken();
  return (
    <Flex gap={6} align="center">
      {ok ? (
        <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('commodity.met')} />
      ) : (
        <CloseCircleFilled style={{ color: token.colorError }} aria-label={t('commodity.notMet')} />
      )}
      <span>{children}</span>
    </Flex>
  );
}

/**
 * /shop/commodityinspection: commodity compliance ("Sales over 90 days, score 4 and above and
 * discount not under 2%"), the latest check of each product.
 */
export default function CommodityInspectionPage() {
  const { t } = useTranslation('compliance');
  const columns: TableColumnsType<CommodityRow> = [
    {
      key: 'product',
      title: t('commodity.column.product'),
      width: 220,
      render: (_, r) => <ProductBrief product={r} />,
    },
    {
      key: 'sales',
      title: t('commodity.column.sales', { days: RULE.days }),
      width: 110,
      render: (_, r) => <Figure ok={r.criteria.sales}>{formatNumber(r.sales90d)}</Figure>,
    },
    {
      key: 'score',
      title: t('commodity.column.score'),
      width: 80,
      render: (_, r) => <Figure ok={r.criteria.score}>{r.score.toFixed(1)}</Figure>,
    },
    {
      key: 'discount',
      title: t('commodity.column.discount'),
      width: 90,
      render: (_, r) => <Figure ok={r.criteria.discount}>{`${formatNumber(r.discountPercent)}%`}</Figure>,
    },
    {
      key: 'result',
      title: t('commodity.column.result'),
      width: 150,
      render: (_, r) => (
        <Flex vertical align="flex-start" gap={4}>
          <ResultTag passed={r.result === 'passed'} text={t(`commodity.result.${r.result}`)} />
          <Typography.Text type="secondary" className={styles.meta}>
            {t('commodity.checkedOn', { time: formatDateTime(r.inspectedAt) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'fix',
      title: t('commodity.fix.title'),
      render: (_, r) =>
        r.result === 'passed' ? (
          <Typography.Text type="secondary">-</Typography.Text>
        ) : (
          <ul className={styles.fixList}>
            {!r.criteria.sales && <li>{t('commodity.fix.sales', { days: RULE.days })}</li>}
            {!r.criteria.score && <li>{t('commodity.fix.score', { min: RULE.minScore })}</li>}
            {!r.criteria.discount && (
              <li>
                {t('commodity.fix.discount', { min: RULE.minDiscount })}{' '}
                {r.productStatus !== 'halted' && r.productStatus !== 'deleted' && (
                  <Link to={`/shop/edit?id=${encodeURIComponent(r.productId)}`}>{t('commodity.fix.editPrice')}</Link>
                )}
              </li>
            )}
          </ul>
        ),
    },
  ];

  return (
    <ListPage<CommodityRow, CommodityFilterKey, CommodityListAnswer>
      call={commodityInspectionListInquiry}
      shape={COMMODITY_QUERY_SHAPE}
      load={(query, signal) => api(commodityInspectionListInquiry, commodityListPayload(query), { signal })}
      rowKey={(r) => r.inspectionId}
      columns={columns}
      intro={<RuleCard />}
      search={{
        formName: 'commoditySearch',
        fields: (
          <Form.Item name="keyword" label={t('filter.keyword')}>
            <Input allowClear maxLength={100} placeholder={t('filter.keywordPlaceholder')} />
          </Form.Item>
        ),
      }}
      tabs={COMMODITY_TABS.map((key) => ({ key, label: t(`commodity.tab.${key}`) }))}
      tabCounts={(r) => ({ all: r.counts.passed + r.counts.failed, ...r.counts })}
      empty={() => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('commodity.empty')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('commodity.emptyHint')}</Typography.Text>
            </>
          }
        />
      )}
      scrollX={860}
    />
  );
}

/** The commodity compliance rule, criterion by criterion. */
function RuleCard() {
  const { t } = useTranslation('compliance');
  const { token } = theme.useToken();
  const criteria = [
    t('commodity.criterion.sales', { min: RULE.minSales, days: RULE.days }),
    t('commodity.criterion.score', { min: RULE.minScore }),
    t('commodity.criterion.discount', { min: RULE.minDiscount }),
  ];
  return (
    <Card size="small" title={t('commodity.title')}>
      <Typography.Paragraph type="secondary">{t('commodity.intro')}</Typography.Paragraph>
      <div className={styles.criteria}>
        {criteria.map((text, i) => (
          <div key={text} className={styles.criterion}>
            <CheckCircleFilled className={styles.criterionIcon} style={{ color: token.colorPrimary }} />
            <span>
              <Typography.Text type="secondary">{`${i + 1}. `}</Typography.Text>
              {text}
            </span>
          </div>
        ))}
      </div>
    </Card>
  );
}
