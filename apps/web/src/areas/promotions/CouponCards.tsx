import { couponList } from '@sc/contract/calls/promotions.ts';
import { COUPON_TABS, type CouponTab } from '@sc/contract/promotions.ts';
import { Empty, Input, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListQuery } from '../../components/list/use-list-query.ts';
import card from '../../components/mobile/MobileCard.module.css';
import { loadTabPage, MobileListPage, useMobilePages } from '../../components/mobile/MobileListPage.tsx';
import { MobileTabs } from '../../components/mobile/MobileTabs.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { CouponEndButton, CouponStateTag, CreateCouponButton, useOfferText } from './CouponBits.tsx';
import { COUPON_QUERY_SHAPE, type CouponView, couponListPayload } from './coupon-queries.ts';
import { copyCouponPath, couponDetailsPath } from './paths.ts';
import styles from './promotions.module.css';

const PAGE_SIZE = 10;

/** /promotion/coupon on a phone: the same tabs and search (in the URL), coupons as cards. */
export function CouponCards() {
  const { t } = useTranslation('promotions');
  const { query, setTab, setFilters } = useListQuery(COUPON_QUERY_SHAPE);
  const tab = (COUPON_TABS as readonly string[]).includes(query.tab) ? (query.tab as CouponTab) : 'all';
  const keyword = query.filters.keyword;
  const pages = useMobilePages(
    couponList,
    `${tab}:${keyword}`,
    loadTabPage(couponList, (pageNum) =>
      couponListPayload({ filters: { keyword }, tab, pageNum, pageSize: PAGE_SIZE }),
    ),
    PAGE_SIZE,
  );
  return (
    <MobileListPage<CouponView>
      title={t('list.title')}
      extra={<CreateCouponButton />}
      tabs={
        <div className={styles.phoneFilters}>
          <Input.Search
            aria-label={t('list.keyword')}
            placeholder={t('list.keywordPlaceholder')}
            defaultValue={keyword}
            allowClear
            maxLength={40}
            onSearch={(value) => setFilters({ keyword: value.trim() })}
          />
          <MobileTabs<CouponTab>
            label={t('list.tabs')}
            tabs={COUPON_TABS}
            value={tab}
            title={(key) => t(`tab.${key}`)}
            counts={pages.data?.pages[0]?.tabCounts}
            onChange={setTab}
          />
        </div>
      }
      pages={pages}
      card={(c) => <CouponCard key={c.couponId} coupon={c} />}
      empty={
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={tab === 'all' && !keyword ? t('list.empty') : t('list.emptyTab')}
        />
      }
      texts={{
        loadFailed: t('list.loadFailed'),
        retry: t('list.retry'),
        loadMore: t('list.loadMore'),
        allShown: t('list.allShown'),
      }}
    />
  );
}

function CouponCard({ coupon: c }: { coupon: CouponView }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const offer = useOfferText();
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button, .ant-popover')) return;
    void navigate(couponDetailsPath(c.couponId));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name inside is the keyboard's link; the card widens the target for a thumb.
    <article className={card.card} data-coupon={c.code} onClick={open}>
      <div className={card.row}>
        <Link to={couponDetailsPath(c.couponId)} className={styles.couponName}>
          {c.name}
        </Link>
        <CouponStateTag state={c.state} />
      </div>
      <Typography.Text type="secondary" className={card.small}>
        {t('list.code', { code: c.code })} · {t(`type.${c.type}`)}
      </Typography.Text>
      <Typography.Text strong data-testid="coupon-offer">
        {offer(c)}
      </Typography.Text>
      <div className={card.row}>
        <Typography.Text className={card.small}>
          {t('list.counts')}{' '}
          <span data-testid="coupon-counts">
            {formatNumber(c.receivedCount)} / {formatNumber(c.usedCount)}
          </span>
        </Typography.Text>
        <Typography.Text type="secondary" className={card.small}>
          {t('list.quantity')} {formatNumber(c.quantity)} · {t('list.left', { left: formatNumber(c.remaining) })}
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" className={card.small}>
        {formatDateTime(c.grantStart)} – {formatDateTime(c.grantEnd)}
      </Typography.Text>
      <div className={styles.cardActions}>
        <CouponEndButton coupon={c} />
        <Link to={copyCouponPath(c.couponId)}>{t('list.copy')}</Link>
      </div>
    </article>
  );
}
