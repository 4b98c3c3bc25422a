import { couponList } from '@sc/contract/calls/promotions.ts';
import { COUPON_TABS } from '@sc/contract/promotions.ts';
import { Empty, Flex, Form, Grid, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { CouponEndButton, CouponStateTag, CreateCouponButton, useOfferText } from './CouponBits.tsx';
import { CouponCards } from './CouponCards.tsx';
import {
  COUPON_QUERY_SHAPE,
  type CouponFilterKey,
  type CouponListAnswer,
  type CouponView,
  couponListPayload,
} from './coupon-queries.ts';
import { copyCouponPath, couponDetailsPath } from './paths.ts';
import styles from './promotions.module.css';

/**
 * /promotion/coupon (FUNC.coupons): the shop's coupons by state with counts, newest first,
 * searched by name or code; each opens its details, may be stopped (cancelled before it opens) or
 * copied into a new one. On a phone, cards.
 */
export default function CouponListPage() {
  const narrow = Grid.useBreakpoint().md === false;
  return narrow ? <CouponCards /> : <CouponTable />;
}

function CouponTable() {
  const { t } = useTranslation('promotions');
  const offer = useOfferText();

  const columns: TableColumnsType<CouponView> = [
    {
      key: 'coupon',
      title: t('list.coupon'),
      render: (_, c) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={couponDetailsPath(c.couponId)} className={styles.couponName} data-coupon={c.code}>
            {c.name}
          </Link>
          <Typography.Text type="secondary" className={styles.small}>
            {t('list.code', { code: c.code })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'offer',
      title: t('list.offer'),
      width: 180,
      render: (_, c) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag className={styles.tag}>{t(`type.${c.type}`)}</Tag>
          <Typography.Text data-testid="coupon-offer">{offer(c)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'quantity',
      title: t('list.quantity'),
      align: 'right',
      width: 80,
      render: (_, c) => (
        <Flex vertical align="flex-end" gap={2}>
          <Typography.Text>{formatNumber(c.quantity)}</Typography.Text>
          <Typography.Text type="secondary" className={`${styles.small} ${styles.nowrap}`}>
            {t('list.left', { left: formatNumber(c.remaining) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'counts',
      title: t('list.counts'),
      align: 'right',
      width: 100,
      render: (_, c) => (
        <Typography.Text className={styles.nowrap} data-testid="coupon-counts">
          {formatNumber(c.receivedCount)} / {formatNumber(c.usedCount)}
        </Typography.Text>
      ),
    },
    {
      key: 'window',
      title: t('list.window'),
      width: 180,
      render: (_, c) => (
        <Flex vertical gap={2}>
          <Typography.Text className={styles.small}>
            {formatDateTime(c.grantStart)} –<br />
            {formatDateTime(c.grantEnd)}
          </Typography.Text>
          <Typography.Text type="secondary" className={styles.small}>
            {t('list.validity', { days: c.validityDays })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('list.state'),
      width: 100,
      render: (_, c) => <CouponStateTag state={c.state} />,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 110,
      render: (_, c) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={couponDetailsPath(c.couponId)}>{t('list.details')}</Link>
          <CouponEndButton coupon={c} link />
          <Link to={copyCouponPath(c.couponId)}>{t('list.copy')}</Link>
        </Flex>
      ),
    },
  ];

  return (
    <ListPage<CouponView, CouponFilterKey, CouponListAnswer>
      call={couponList}
      shape={COUPON_QUERY_SHAPE}
      load={(query, signal) => api(couponList, couponListPayload(query), { signal })}
      rowKey={(c) => c.couponId}
      columns={columns}
      scrollX={880}
      tabs={COUPON_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      tabsWrap
      tabsLabel={t('list.tabs')}
      tabCounts={(r) => r.tabCounts}
      search={{
        formName: 'couponSearch',
        fields: (
          <Form.Item name="keyword" label={t('list.keyword')}>
            <Input placeholder={t('list.keywordPlaceholder')} allowClear maxLength={40} />
          </Form.Item>
        ),
      }}
      toolbar={<CreateCouponButton />}
      empty={(query) => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            query.tab === 'all' ? (
              <>
                <Typography.Text strong>{t('list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('list.emptyHint')}</Typography.Text>
              </>
            ) : (
              t('list.emptyTab')
            )
          }
        />
      )}
    />
  );
}
