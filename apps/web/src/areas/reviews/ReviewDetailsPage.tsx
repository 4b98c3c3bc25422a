import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { ProductCell } from './ProductCell.tsx';
import { ReplyStatus } from './ReplyStatus.tsx';
import { ReportModal } from './ReportModal.tsx';
import { ReviewLoader } from './ReviewLoader.tsx';
import { ReviewMedia } from './ReviewMedia.tsx';
import { REVIEW_LIST_PATH, replyPath } from './review-paths.ts';
import { type ReviewDetails, reviewState } from './review-queries.ts';
import styles from './reviews.module.css';
import { Stars } from './Stars.tsx';

/** /shop/evaluateDetails?id=: one review in full, the shop's reply and any report to the platform. */
export default function ReviewDetailsPage() {
  return <ReviewLoader>{(review) => <Details review={review} />}</ReviewLoader>;
}

function Details({ review }: { review: ReviewDetails }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  const state = reviewState(review);
  const statusKey = review.productStatus as keyof typeof PRODUCT_STATUS_COLOURS;

  return (
    <Flex vertical gap={16} className={styles.detailsPage}>
      <Card>
        <Flex gap={16} align="start" justify="space-between" wrap>
          <Flex vertical gap={8}>
            <ProductCell
              productId={review.productId}
              title={review.productTitle}
              image={review.productImage}
              skuSpec={review.skuSpec}
              size={72}
            />
            <Flex gap={8} align="center" wrap>
              {statusKey in PRODUCT_STATUS_COLOURS && (
                <Tag color={PRODUCT_STATUS_COLOURS[statusKey]}>{t(`productStatus.${statusKey}`)}</Tag>
              )}
              <Typography.Text type="secondary">
                {review.productReviews > 0
                  ? t('details.productScore', {
                      average: review.productAverage.toFixed(1),
                      total: formatNumber(review.productReviews),
                    })
                  : t('details.productNoScore')}
              </Typography.Text>
            </Flex>
          </Flex>
          <Flex gap={8} wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(REVIEW_LIST_PATH)}>
              {t('details.backToList')}
            </Button>
            {state.canReport && (
              <Button danger onClick={() => setReporting(true)}>
                {t('action.report')}
              </Button>
            )}
            {(state.canReply || state.canEdit) && (
              <Button type="primary" onClick={() => void navigate(replyPath(review.reviewId))}>
                {t(state.canReply ? 'action.reply' : 'action.editReply')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>

      <Card title={t('details.review')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'buyer',
              label: t('details.buyer'),
              children: (
                <Flex gap={6} align="center">
                  <span data-testid="review-buyer">{review.buyerName}</span>
                  {review.anonymous === 'y' && <Tag>{t('anonymous')}</Tag>}
                </Flex>
              ),
            },
            { key: 'rating', label: t('details.rating'), children: <Stars score={review.score} /> },
            { key: 'time', label: t('details.time'), children: formatDateTime(review.createdAt) },
            { key: 'order', label: t('details.order'), children: review.orderNo || '-' },
            { key: 'sku', label: t('details.sku'), children: review.skuSpec || t('details.noSpec') },
          ]}
        />
        <Flex vertical gap={6} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('details.content')}</Typography.Text>
          {review.text ? (
            <Typography.Paragraph className={`${styles.reviewText} ${styles.replyBox}`} data-testid="review-text">
              {review.text}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('noText')}</Typography.Text>
          )}
        </Flex>
        {review.images.length > 0 && (
          <Flex vertical gap={6} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">{t('details.photos')}</Typography.Text>
            <ReviewMedia images={review.images} videoUrl="" size={96} />
          </Flex>
        )}
        {review.videoUrl && (
          <Flex vertical gap={6} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">{t('details.video')}</Typography.Text>
            {/* biome-ignore lint/a11y/useMediaCaption: buyers' videos come without captions. */}
            <video src={review.videoUrl} controls className={styles.video} width={360} />
          </Flex>
        )}
      </Card>

      <Card title={t('details.reply')}>
        {review.reply || state.removed ? (
          <Flex vertical gap={12}>
            <ReplyStatus review={review} />
            {review.reply && (
              <Descriptions
                size="small"
                column={{ xs: 1, md: 3 }}
                items={[
                  { key: 'by', label: t('details.repliedBy'), children: review.reply.repliedBy || '-' },
                  { key: 'at', label: t('details.repliedAt'), children: formatDateTime(review.reply.repliedAt) },
                  {
                    key: 'edited',
                    label: t('details.editedAt'),
                    children: review.reply.editedAt ? formatDateTime(review.reply.editedAt) : '-',
                  },
                ]}
              />
            )}
            {review.reply && !state.canEdit && !state.removed && (
              <Typography.Text type="secondary">{t('editUsed')}</Typography.Text>
            )}
            {state.removed && <Typography.Text type="secondary">{t('removedNoReply')}</Typography.Text>}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noReply')}>
            <Button type="primary" onClick={() => void navigate(replyPath(review.reviewId))}>
              {t('action.reply')}
            </Button>
          </Empty>
        )}
      </Card>

      {review.report && (
        <Card title={t('details.report')}>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'status',
                label: t('report.title'),
                children: (
                  <Flex vertical gap={4}>
                    <span>
                      <Tag color={review.report.status === 'pending' ? 'processing' : 'default'}>
                        {t(`report.status.${review.report.status}`)}
                      </Tag>
                    </span>
                    <Typography.Text type="secondary">{t(`report.statusHint.${review.report.status}`)}</Typography.Text>
                  </Flex>
                ),
              },
              { key: 'reason', label: t('report.reason'), children: t(`report.reasons.${review.report.reason}`) },
              { key: 'note', label: t('report.note'), children: review.report.note || '-' },
              { key: 'at', label: t('details.reportedAt'), children: formatDateTime(review.report.reportedAt) },
              {
                key: 'decided',
                label: t('details.decidedAt'),
                children: review.report.decidedAt ? formatDateTime(review.report.decidedAt) : '-',
              },
              { key: 'remark', label: t('details.remark'), children: review.report.decisionRemark || '-' },
            ]}
          />
        </Card>
      )}
      {reporting && <ReportModal reviewId={review.reviewId} onClose={() => setReporting(false)} />}
    </Flex>
  );
}

const PRODUCT_STATUS_COLOURS = {
  on_sale: 'success',
  coming: 'processing',
  off_shelf: 'default',
  halted: 'error',
  deleted: 'default',
} as const;
