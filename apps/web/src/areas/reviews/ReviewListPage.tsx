import { REVIEW_SORTS, REVIEW_TABS, reviewListInquiry } from '@sc/contract/calls/reviews.ts';
import { Button, Empty, Flex, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage, type SortColumns } from '../../components/list/ListPage.tsx';
import { ProductCell } from './ProductCell.tsx';
import { ReplyModal } from './ReplyModal.tsx';
import { ReplyStatus } from './ReplyStatus.tsx';
import { ReportModal } from './ReportModal.tsx';
import { ReviewBody } from './ReviewBody.tsx';
import { ReviewSearchFields } from './ReviewSearchFields.tsx';
import { ReviewSummaryCard } from './ReviewSummaryCard.tsx';
import {
  REVIEW_QUERY_SHAPE,
  type ReviewFilterKey,
  reviewFiltersToForm,
  reviewFormToFilters,
  reviewListPayload,
} from './review-list-query.ts';
import { detailsPath } from './review-paths.ts';
import { type Review, type ReviewList, reviewState } from './review-queries.ts';

// The rating header sorts by stars; the sort menu above the table offers time as well.
const SORT_COLUMNS: SortColumns = { review: { ascend: 'score_asc', descend: 'score_desc' } };

/** /shop/evaluate (FUNC.reviews): buyers' reviews by score group, searched and answered in place. */
export default function ReviewListPage() {
  const { t } = useTranslation('reviews');
  const [dialog, setDialog] = useState<{ kind: 'reply' | 'report'; review: Review } | null>(null);

  const columns: TableColumnsType<Review> = [
    {
      key: 'product',
      title: t('column.product'),
      width: 200,
      render: (_, r) => (
        <ProductCell productId={r.productId} title={r.productTitle} image={r.productImage} skuSpec={r.skuSpec} />
      ),
    },
    { key: 'review', title: t('column.review'), render: (_, r) => <ReviewBody review={r} /> },
    { key: 'reply', title: t('column.reply'), width: 210, render: (_, r) => <ReplyStatus review={r} compact /> },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 110,
      fixed: 'right',
      render: (_, r) => <RowActions review={r} onOpen={(kind) => setDialog({ kind, review: r })} />,
    },
  ];

  return (
    <>
      <ListPage<Review, ReviewFilterKey, ReviewList>
        call={reviewListInquiry}
        shape={REVIEW_QUERY_SHAPE}
        load={(query, signal) => api(reviewListInquiry, reviewListPayload(query), { signal })}
        rowKey={(r) => r.reviewId}
        columns={columns}
        sortColumns={SORT_COLUMNS}
        intro={<ReviewSummaryCard />}
        search={{
          formName: 'reviewSearch',
          fields: <ReviewSearchFields />,
          toFilters: reviewFormToFilters,
          fromFilters: reviewFiltersToForm,
        }}
        tabs={REVIEW_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
        tabCounts={(r) => r.tabCounts}
        toolbar={<SortMenu />}
        empty={(query) => {
          const title = query.tab === 'all' || query.tab === 'not_replied' ? `empty.${query.tab}` : 'empty.tab';
          const hint = query.tab === 'all' || query.tab === 'not_replied' ? t(`empty.${query.tab}Hint`) : undefined;
          return (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <Typography.Text strong>{t(title)}</Typography.Text>
                  {hint && (
                    <>
                      <br />
                      <Typography.Text type="secondary">{hint}</Typography.Text>
                    </>
                  )}
                </>
              }
            />
          );
        }}
        scrollX={880}
      />
      {dialog?.kind === 'reply' && <ReplyModal review={dialog.review} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'report' && <ReportModal reviewId={dialog.review.reviewId} onClose={() => setDialog(null)} />}
    </>
  );
}

/** Reply or edit the reply, open the details, report to the platform; what is not possible says why. */
function RowActions({ review, onOpen }: { review: Review; onOpen: (kind: 'reply' | 'report') => void }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const state = reviewState(review);
  return (
    <Flex vertical align="flex-start">
      {state.canReply && (
        <Button type="link" size="small" onClick={() => onOpen('reply')}>
          {t('action.reply')}
        </Button>
      )}
      {state.canEdit && (
        <Button type="link" size="small" onClick={() => onOpen('reply')}>
          {t('action.editReply')}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => void navigate(detailsPath(review.reviewId))}>
        {t('action.details')}
      </Button>
      {state.canReport && (
        <Button type="link" size="small" danger onClick={() => onOpen('report')}>
          {t('action.report')}
        </Button>
      )}
    </Flex>
  );
}

/** The list's order, kept in the URL like the rest of its state (the first sort is the default). */
function SortMenu() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  const current = params.get('sort') ?? REVIEW_SORTS[0];
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary">{t('sort.label')}</Typography.Text>
      <Select
        aria-label={t('sort.label')}
        value={(REVIEW_SORTS as readonly string[]).includes(current) ? current : REVIEW_SORTS[0]}
        style={{ minWidth: 150 }}
        options={REVIEW_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        onChange={(sort: string) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            if (sort === REVIEW_SORTS[0]) next.delete('sort');
            else next.set('sort', sort);
            next.delete('page');
            return next;
          })
        }
      />
    </Flex>
  );
}
