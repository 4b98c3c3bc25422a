import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { AFTER_SALE_TABS, type AfterSaleTab } from '@sc/contract/after-sales.ts';
import { afterSaleDetailInquiry, afterSaleList, caseNumber } from '@sc/contract/calls/after-sales.ts';
import { Button, Drawer, Empty, Skeleton, Typography } from 'antd';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { ProductPhoto } from '../../components/media/ProductPhoto.tsx';
import card from '../../components/mobile/MobileCard.module.css';
import { loadTabPage, MobileListPage, useMobilePages } from '../../components/mobile/MobileListPage.tsx';
import { MobileTabs } from '../../components/mobile/MobileTabs.tsx';
import { useKeyboardScrollBoxes } from '../../components/mobile/use-keyboard-scroll-boxes.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import list from './after-sales.module.css';
import { CaseStatusTag, CaseTypeTag, DeadlineCell, WaitingMark } from './CaseTags.tsx';
import { CaseView } from './CaseView.tsx';
import type { CaseRow } from './case-queries.ts';
import styles from './mobile-cases.module.css';

const PAGE_SIZE = 10;

const isTab = (v: string): v is AfterSaleTab => (AFTER_SALE_TABS as readonly string[]).includes(v);

/**
 * The after-sale requests on a phone (/m/order?view=aftersale, where /order/aftersale sends a
 * phone): cards by tab; a tap opens the request over the list (`&caseId=`), with everything the
 * shop may do with it; back returns to the list.
 */
export function MobileCases({ extra }: { extra: ReactNode }) {
  const { t } = useTranslation('after-sales');
  const [params, setParams] = useSearchParams();
  const requested = params.get('atab') ?? '';
  const tab: AfterSaleTab = isTab(requested) ? requested : 'all';
  const caseId = params.get('caseId');
  const pages = useMobilePages(
    afterSaleList,
    tab,
    loadTabPage(afterSaleList, (pageNum) => ({ tab, page: { pageNum, pageSize: PAGE_SIZE } })),
    PAGE_SIZE,
  );
  const set = (key: string, value: string | null, push = false) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value === null) out.delete(key);
        else out.set(key, value);
        return out;
      },
      { replace: !push },
    );

  return (
    <MobileListPage<CaseRow>
      title={t('mobile.title')}
      extra={extra}
      tabs={
        <MobileTabs<AfterSaleTab>
          label={t('list.status')}
          tabs={AFTER_SALE_TABS}
          value={tab}
          title={(key) => t(`tab.${key}`)}
          counts={pages.data?.pages[0]?.tabCounts}
          onChange={(next) => set('atab', next === 'all' ? null : next)}
        />
      }
      pages={pages}
      card={(c) => <CaseCard key={c.caseId} row={c} onOpen={() => set('caseId', c.caseId, true)} />}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.emptyTab')} />}
      texts={{
        loadFailed: t('mobile.loadFailed'),
        retry: t('mobile.retry'),
        loadMore: t('mobile.loadMore'),
        allShown: t('mobile.allShown'),
      }}
    >
      <CaseDrawer caseId={caseId} onClose={() => set('caseId', null)} />
    </MobileListPage>
  );
}

function CaseCard({ row: c, onOpen }: { row: CaseRow; onOpen: () => void }) {
  const { t } = useTranslation('after-sales');
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button')) return;
    onOpen();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the request number inside is the keyboard's button; the card widens the target for a thumb.
    <article className={card.card} data-case={c.caseId} onClick={open}>
      <div className={card.row}>
        <Button type="link" className={styles.caseLink} onClick={onOpen}>
          {t('detail.title', { id: c.caseId })}
        </Button>
        {c.waitingMerchant === 'y' && <WaitingMark />}
      </div>
      <div className={styles.tags}>
        <CaseTypeTag type={c.type} />
        <CaseStatusTag status={c.status} type={c.type} />
      </div>
      <div className={styles.product}>
        <ProductPhoto url={c.imageUrl} title={c.title} />
        <div className={list.productText}>
          <Typography.Text className={list.productTitle}>{c.title}</Typography.Text>
          <Typography.Text type="secondary" className={card.small}>
            {c.buyerNickname} · {t('list.units', { count: c.quantity })}
          </Typography.Text>
        </div>
      </div>
      <div className={card.row}>
        <Typography.Text type="secondary" className={card.small}>
          {t('list.applied')} {formatDateTime(c.appliedAt)}
        </Typography.Text>
        <Typography.Text strong>{formatBaht(c.refundAmount)}</Typography.Text>
      </div>
      {c.deadlineKind && c.deadlineAt && <DeadlineCell kind={c.deadlineKind} at={c.deadlineAt} />}
    </article>
  );
}

/** One request over the list, the whole screen high. */
function CaseDrawer({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['after-sales', 'orders']);
  const valid = caseId !== null && caseNumber.safeParse(caseId).success;
  const detail = useCall(
    afterSaleDetailInquiry,
    { caseId: caseId ?? '' },
    { quiet: true, enabled: valid, retry: false },
  );
  const body = useRef<HTMLDivElement>(null);
  useKeyboardScrollBoxes(body, detail.data !== undefined);
  return (
    <Drawer
      open={caseId !== null}
      onClose={onClose}
      placement="right"
      size="100%"
      closeIcon={<LeftOutlined aria-label={t('mobile.back')} />}
      title={caseId ? t('detail.title', { id: caseId }) : ''}
      destroyOnHidden
      styles={{ body: { padding: 12, background: '#f4f5f7' } }}
    >
      {detail.data ? (
        <div ref={body}>
          <CaseView detail={detail.data} />
        </div>
      ) : valid && detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.notFound')}>
          <Link to="/m/order?view=aftersale">{t('detail.back')}</Link>
        </Empty>
      )}
    </Drawer>
  );
}
