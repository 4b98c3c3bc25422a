import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import {
  VIOLATION_TABS,
  type ViolationRow,
  type ViolationTab,
  violationListInquiry,
} from '@sc/contract/calls/compliance.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Skeleton, Spin, Tabs, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { callKey } from '../../api/use-call.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';
import { isViolationTab, useViolationDetail } from './compliance-queries.ts';
import styles from './mobile.module.css';
import { ProductBrief } from './ProductBrief.tsx';
import { ViolationDetailView } from './ViolationDetailView.tsx';
import { DeadlineText, SeverityTag, ViolationStatusTag } from './ViolationTags.tsx';

const PAGE_SIZE = 10;

/** /m/commodity: the violating products on a phone (spec section 2 sends /shop/IllegalGoods here on mobile). */
export default function MobileViolationsPage() {
  const { t } = useTranslation('compliance');
  const { shopId } = useSession();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab: ViolationTab = isViolationTab(requested) ? requested : 'pending';
  const openId = params.get('violation');
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const pages = useInfiniteQuery({
    queryKey: callKey(violationListInquiry, 'pages', tab, shopId ?? '', currentLocale()),
    queryFn: ({ pageParam, signal }) =>
      api(violationListInquiry, { tab, page: { pageNum: pageParam, pageSize: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.page.count ? all.length + 1 : undefined),
    retry: false,
  });
  const rows = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const counts = pages.data?.pages[0]?.tabCounts;

  return (
    <main className={styles.page} style={{ fontFamily: token.fontFamily }}>
      <header className={styles.bar}>
        <h1 className={styles.heading}>{t('mobile.title')}</h1>
        <LanguageSwitch />
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(value) => setParam('tab', value === 'pending' ? null : value)}
        items={VIOLATION_TABS.map((key) => ({
          key,
          label: counts ? `${t(`tab.${key}`)} (${formatNumber(counts[key])})` : t(`tab.${key}`),
        }))}
      />
      <section className={styles.list} aria-busy={pages.isFetching}>
        {pages.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : pages.isError && rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mobile.loadFailed')}>
            <Button onClick={() => void pages.refetch()}>{t('mobile.retry')}</Button>
          </Empty>
        ) : rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{t(`empty.${tab}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`empty.${tab}Hint`)}</Typography.Text>
              </>
            }
          />
        ) : (
          <>
            {rows.map((v) => (
              <ViolationCard key={v.violationId} violation={v} onOpen={() => setParam('violation', v.violationId)} />
            ))}
            <div className={styles.more}>
              {pages.hasNextPage ? (
                <Button block loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                  {t('mobile.loadMore')}
                </Button>
              ) : (
                <Typography.Text type="secondary">{t('mobile.allShown')}</Typography.Text>
              )}
            </div>
          </>
        )}
      </section>
      <MobileDetail violationId={openId} onClose={() => setParam('violation', null)} />
    </main>
  );
}

function ViolationCard({ violation: v, onOpen }: { violation: ViolationRow; onOpen: () => void }) {
  const { t } = useTranslation('compliance');
  return (
    <button type="button" className={styles.card} onClick={onOpen} data-violation={v.violationId}>
      <div className={styles.cardHead}>
        <ProductBrief product={v} />
        <RightOutlined className={styles.chevron} aria-hidden />
      </div>
      <div className={styles.tags}>
        <SeverityTag severity={v.severity} />
        {v.status !== 'pending' && <ViolationStatusTag status={v.status} />}
        <Typography.Text strong>{t(`type.${v.type}`)}</Typography.Text>
      </div>
      <p className={styles.reason}>{v.reason}</p>
      <div className={styles.footer}>
        {v.status === 'pending' ? (
          <DeadlineText deadline={v.deadlineAt} open />
        ) : (
          <Typography.Text type="secondary">{t(`status.${v.status}`)}</Typography.Text>
        )}
        {v.points > 0 && <Typography.Text type="secondary">{t('points', { points: v.points })}</Typography.Text>}
      </div>
    </button>
  );
}

/** One violation over the list, the whole screen high; back returns to the list. */
function MobileDetail({ violationId, onClose }: { violationId: string | null; onClose: () => void }) {
  const { t } = useTranslation('compliance');
  const detail = useViolationDetail(violationId);
  return (
    <Drawer
      open={violationId !== null}
      onClose={onClose}
      placement="right"
      size="100%"
      closeIcon={<LeftOutlined aria-label={t('mobile.back')} />}
      title={t('detail.title')}
      destroyOnHidden
      styles={{ body: { padding: 16 } }}
    >
      {detail.data ? (
        <ViolationDetailView violation={detail.data} />
      ) : detail.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.loadFailed')} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
