import { REPLY } from '@sc/contract/reply-codes.ts';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Image,
  Result,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { DetailHeader } from '../../components/detail/DetailHeader.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { CompensateButton } from './CompensateButton.tsx';
import { CouponEndButton, CouponStateTag, useOfferText } from './CouponBits.tsx';
import { type CouponView, useCoupon, useCouponOrders } from './coupon-queries.ts';
import { usageRate } from './coupon-text.ts';
import { COUPON_LIST_PATH, copyCouponPath, isCouponId } from './paths.ts';
import styles from './promotions.module.css';
import { ResultsLink } from './ResultsLink.tsx';

/**
 * /promotion/couponDetails?id=… (FUNC.coupons): one coupon's rules, state, received and used
 * counts with the use rate, the orders that used it, and stop or cancel.
 */
export default function CouponDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const coupon = useCoupon(isCouponId(id) ? id : undefined);
  if (!isCouponId(id) || (coupon.isError && !coupon.data)) {
    return <CouponMissing failed={isCouponId(id) && !isNotFound(coupon.error)} onRetry={() => void coupon.refetch()} />;
  }
  if (!coupon.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <CouponDetails coupon={coupon.data} />;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.replyCode === REPLY.NOT_FOUND.code;

function CouponMissing({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status={failed ? 'error' : '404'}
        title={t(failed ? 'details.failed' : 'details.missing')}
        subTitle={failed ? undefined : t('details.missingText')}
        extra={[
          failed ? (
            <Button key="retry" type="primary" onClick={onRetry}>
              {t('details.retry')}
            </Button>
          ) : null,
          <Button key="list" onClick={() => void navigate(COUPON_LIST_PATH)}>
            {t('details.toList')}
          </Button>,
        ]}
      />
    </Card>
  );
}

function CouponDetails({ coupon: c }: { coupon: CouponView }) {
  const { t } = useTranslation('promotions');
  const offer = useOfferText();
  const navigate = useNavigate();
  const rate = usageRate(c);
  return (
    <Flex vertical gap={16} className={styles.details}>
      <DetailHeader
        title={c.name}
        tags={<CouponStateTag state={c.state} />}
        subtitle={`${t('list.code', { code: c.code })} · ${offer(c)}`}
        actions={
          <Flex gap={8} wrap>
            <CompensateButton coupon={c} />
            <CouponEndButton coupon={c} size="middle" />
            <ResultsLink kind="coupon" id={c.couponId} name={c.name} size="middle" />
            <Button onClick={() => void navigate(copyCouponPath(c.couponId))}>{t('list.copy')}</Button>
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        {(
          [
            ['received', formatNumber(c.receivedCount)],
            ['used', formatNumber(c.usedCount)],
            ['useRate', rate === null ? '—' : `${formatNumber(rate)}%`],
            ['remaining', formatNumber(c.remaining)],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Card size="small" data-testid={`coupon-${key}`}>
              <Statistic title={t(`details.${key}`)} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={<h2 className={styles.cardTitle}>{t('details.rules')}</h2>}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          size="small"
          items={[
            { key: 'name', label: t('details.name'), children: c.name },
            { key: 'code', label: t('details.code'), children: c.code },
            {
              key: 'offer',
              label: t('details.offer'),
              children: (
                <Flex gap={6} wrap align="center">
                  <Tag className={styles.tag}>{t(`type.${c.type}`)}</Tag>
                  {offer(c)}
                </Flex>
              ),
            },
            {
              key: 'threshold',
              label: t('rule.threshold'),
              children:
                c.threshold === 'units'
                  ? t('rule.detailUnits', { units: formatNumber(c.minUnits) })
                  : c.minSpend > 0
                    ? formatBaht(c.minSpend)
                    : t('buyer.noMinSpend'),
            },
            { key: 'audience', label: t('details.audience'), children: t(`audience.${c.audience}`) },
            ...(c.imageUrl
              ? [
                  {
                    key: 'image',
                    label: t('details.image'),
                    children: <Image src={c.imageUrl} alt={c.name} width={72} data-testid="coupon-image" />,
                  },
                ]
              : []),
            { key: 'quantity', label: t('details.quantity'), children: formatNumber(c.quantity) },
            { key: 'perPerson', label: t('details.perPerson'), children: formatNumber(c.perPerson) },
            {
              key: 'grant',
              label: t('details.grant'),
              children: `${formatDateTime(c.grantStart)} – ${formatDateTime(c.grantEnd)}`,
            },
            {
              key: 'validity',
              label: t('details.validity'),
              children: t('details.validityValue', { days: c.validityDays }),
            },
            { key: 'created', label: t('details.created'), children: formatDateTime(c.createdAt) },
            ...(c.stoppedAt
              ? [{ key: 'stoppedAt', label: t('details.stoppedAt'), children: formatDateTime(c.stoppedAt) }]
              : []),
          ]}
        />
      </Card>
      <CouponOrders couponId={c.couponId} />
    </Flex>
  );
}

const PAGE_SIZE = 10;

function CouponOrders({ couponId }: { couponId: string }) {
  const { t } = useTranslation('promotions');
  const [pageNum, setPageNum] = useState(1);
  const orders = useCouponOrders(couponId, pageNum, PAGE_SIZE);
  const total = orders.data?.page.count ?? 0;
  return (
    <Card size="small" title={<h2 className={styles.cardTitle}>{t('details.orders')}</h2>}>
      <Table
        rowKey="orderId"
        size="small"
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noOrders')} /> }}
        pagination={
          total > PAGE_SIZE && { current: pageNum, pageSize: PAGE_SIZE, total, onChange: (p) => setPageNum(p) }
        }
        columns={[
          {
            key: 'order',
            title: t('details.order'),
            render: (_, o) => (
              <Link to={orderItemPath(o.orderId)} data-order={o.orderId}>
                {o.orderId}
              </Link>
            ),
          },
          { key: 'buyer', title: t('details.buyer'), dataIndex: 'buyerNickname' },
          {
            key: 'discount',
            title: t('details.discount'),
            align: 'right',
            render: (_, o) => <span data-testid="order-discount">{formatBaht(o.discount)}</span>,
          },
          { key: 'total', title: t('details.total'), align: 'right', render: (_, o) => formatBaht(o.totalAmount) },
          { key: 'status', title: t('details.status'), render: (_, o) => t(`orderStatus.${o.status}`) },
          { key: 'date', title: t('details.date'), render: (_, o) => formatDateTime(o.usedAt) },
        ]}
      />
    </Card>
  );
}
