import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import {
  VIOLATION_TABS,
  type ViolationRow,
  type ViolationTab,
  violationListInquiry,
} from '@sc/contract/calls/compliance.ts';
import { Drawer, Empty, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadTabPage, MobileListPage, useMobilePages } from '../../components/mobile/MobileListPage.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { isViolationTab, useViolationDetail } from './compliance-queries.ts';
import styles from './mobile.module.css';
import { ProductBrief } from './ProductBrief.tsx';
import { ViolationDetailView } from './ViolationDetailView.tsx';
import { DeadlineText, SeverityTag, ViolationStatusTag } from './ViolationTags.tsx';

const PAGE_SIZE = 10;

/** /m/commodity: the violating products on a phone (sends /shop/IllegalGoods here on mobile). */
export default function MobileViolationsPage() {
  const { t } = useTranslation('compliance');
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

  const pages = useMobilePages(
    violationListInquiry,
    tab,
    loadTabPage(violationListInquiry, (pageNum) => ({ tab, page: { pageNum, pageSize: PAGE_SIZE } })),
    PAGE_SIZE,
  );
  const counts = pages.data?.pages[0]?.tabCounts;

  return (
    <MobileListPage<ViolationRow>
      title={t('mobile.title')}
      tabs={
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={(value) => setParam('tab', value === 'pending' ? null : value)}
          items={VIOLATION_TABS.map((key) => ({
            key,
            label: counts ? `${t(`tab.${key}`)} (${formatNumber(counts[key])})` : t(`tab.${key}`),
          }))}
        />
      }
      pages={pages}
      card={(v) => (
        <ViolationCard key={v.violationId} violation={v} onOpen={() => setParam('violation', v.violationId)} />
      )}
      empty={
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
      }
      texts={{
        loadFailed: t('mobile.loadFailed'),
        retry: t('mobile.retry'),
        loadMore: t('mobile.loadMore'),
        allShown: t('mobile.allShown'),
      }}
    >
      <MobileDetail violationId={openId} onClose={() => setParam('violation', null)} />
    </MobileListPage>
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
