import { ACTIVITY_TABS, type ActivityTab } from '@sc/contract/activities.ts';
import { activityList } from '@sc/contract/calls/activities.ts';
import { Empty, Input, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListQuery } from '../../../components/list/use-list-query.ts';
import card from '../../../components/mobile/MobileCard.module.css';
import { loadTabPage, MobileListPage, useMobilePages } from '../../../components/mobile/MobileListPage.tsx';
import { MobileTabs } from '../../../components/mobile/MobileTabs.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import styles from '../promotions.module.css';
import { ActivityRowActions, ActivityStateTag, CreateActivityButton } from './ActivityBits.tsx';
import { activityItemsPath } from './activity-paths.ts';
import type { ActivityRow } from './activity-queries.ts';

const PAGE_SIZE = 10;
const SHAPE = { filterKeys: ['keyword'] as const, tabs: ACTIVITY_TABS };

/** /promotion/activity on a phone: the same tabs and search (in the URL), discounts as cards. */
export function ActivityCards() {
  const { t } = useTranslation('promotions');
  const { query, setTab, setFilters } = useListQuery(SHAPE);
  const tab = (ACTIVITY_TABS as readonly string[]).includes(query.tab) ? (query.tab as ActivityTab) : 'all';
  const keyword = query.filters.keyword;
  const pages = useMobilePages(
    activityList,
    `${tab}:${keyword}`,
    loadTabPage(activityList, (pageNum) => ({ tab, keyword, page: { pageNum, pageSize: PAGE_SIZE } })),
    PAGE_SIZE,
  );
  return (
    <MobileListPage<ActivityRow>
      title={t('activity.list.title')}
      extra={<CreateActivityButton />}
      tabs={
        <div className={styles.phoneFilters}>
          <Input.Search
            aria-label={t('activity.list.keyword')}
            placeholder={t('activity.list.keywordPlaceholder')}
            defaultValue={keyword}
            allowClear
            maxLength={40}
            onSearch={(value) => setFilters({ keyword: value.trim() })}
          />
          <MobileTabs<ActivityTab>
            label={t('activity.column.state')}
            tabs={ACTIVITY_TABS}
            value={tab}
            title={(key) => t(`activity.tab.${key}`)}
            counts={pages.data?.pages[0]?.tabCounts}
            onChange={setTab}
          />
        </div>
      }
      pages={pages}
      card={(a) => <ActivityCard key={a.activityId} activity={a} />}
      empty={
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={tab === 'all' && !keyword ? t('activity.list.empty') : t('activity.list.emptyTab')}
        />
      }
      texts={{
        loadFailed: t('activity.list.loadFailed'),
        retry: t('activity.list.retry'),
        loadMore: t('activity.list.loadMore'),
        allShown: t('activity.list.allShown'),
      }}
    />
  );
}

function ActivityCard({ activity: a }: { activity: ActivityRow }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button, .ant-popover')) return;
    void navigate(activityItemsPath(a.activityId));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name inside is the keyboard's link; the card widens the target for a thumb.
    <article className={card.card} data-activity={a.activityId} onClick={open}>
      <div className={card.row}>
        <Link to={activityItemsPath(a.activityId)} className={styles.couponName}>
          {a.name}
        </Link>
        <ActivityStateTag state={a.state} />
      </div>
      <Typography.Text type="secondary" className={card.small}>
        {formatDateTime(a.startTime)} – {formatDateTime(a.endTime)}
      </Typography.Text>
      <div className={card.row}>
        <Typography.Text className={card.small}>
          {t('activity.figures', { products: formatNumber(a.productCount), skus: formatNumber(a.skuCount) })}
        </Typography.Text>
        <Typography.Text className={card.small}>
          {t('activity.items.sold', { sold: formatNumber(a.soldUnits) })}
        </Typography.Text>
      </div>
      <div className={styles.cardActions}>
        <ActivityRowActions row={a} inline />
      </div>
    </article>
  );
}
