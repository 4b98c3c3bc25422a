import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { GOOD_SCORE_MIN } from '@sc/contract/calls/reviews.ts';
import { Card, Divider, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../format/number-format.ts';
import { type ReviewSummary, useReviewSummary } from './review-queries.ts';
import styles from './reviews.module.css';
import { Stars } from './Stars.tsx';

/**
 * The header of /shop/evaluate: the shop's average and its stars, then the good share, the
 * reviews waiting for a reply and the commodity compliance line. A star row or the waiting
 * count filters the list below (through the URL, which the list reads).
 */
export function ReviewSummaryCard() {
  const summary = useReviewSummary();
  if (!summary.data) {
    return (
      <Card size="small">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  return <Summary summary={summary.data} />;
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('reviews');
  const [, setParams] = useSearchParams();
  const show = (change: (p: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams();
      // A fresh view: the header's shortcut replaces the search, tab and page.
      change(next);
      const size = current.get('size');
      if (size) next.set('size', size);
      return next;
    });
  const max = Math.max(...summary.stars.map((s) => s.count), 1);

  return (
    <Card size="small" title={t('summary.title')} data-testid="review-summary">
      <Flex gap={24} wrap align="stretch">
        <Flex vertical gap={6} justify="center" className={styles.summaryBlock} style={{ flexGrow: 0 }}>
          <Flex align="baseline" gap={8}>
            <span className={styles.summaryAverage} data-testid="review-average">
              {summary.total ? summary.average.toFixed(1) : '–'}
            </span>
            <Typography.Text type="secondary">{t('summary.outOf')}</Typography.Text>
          </Flex>
          <Stars score={Math.round(summary.average * 2) / 2} size={18} />
          <Typography.Text type="secondary">
            {summary.total ? t('summary.total', { total: formatNumber(summary.total) }) : t('summary.noReviews')}
          </Typography.Text>
        </Flex>
        <Divider orientation="vertical" style={{ height: 'auto' }} />
        <Flex vertical gap={2} className={styles.summaryBlock}>
          {summary.stars.map((s) => (
            <button
              key={s.score}
              type="button"
              className={styles.starRow}
              onClick={() => show((p) => p.set('scores', String(s.score)))}
              // Named by what it shows (stars and count); what it does is its tooltip.
              title={t('summary.filterByStars', { score: s.score })}
            >
              <Flex align="center" gap={8}>
                <span className={styles.starLabel}>
                  {s.score === 1 ? t('summary.star') : t('summary.stars', { score: s.score })}
                </span>
                <span className={styles.bar} aria-hidden>
                  <span
                    className={styles.barFill}
                    style={{
                      width: `${(s.count / max) * 100}%`,
                      background: s.score >= GOOD_SCORE_MIN ? '#faad14' : s.score === 3 ? '#bfbfbf' : '#ff7875',
                    }}
                  />
                </span>
                <Typography.Text type="secondary" className={styles.starCount}>
                  {formatNumber(s.count)}
                </Typography.Text>
              </Flex>
            </button>
          ))}
        </Flex>
        <Divider orientation="vertical" style={{ height: 'auto' }} />
        <Flex gap={24} wrap className={styles.summaryBlock}>
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('summary.good')}</Typography.Text>
            <span className={styles.figure}>{summary.total ? `${formatNumber(summary.goodPercent)}%` : '–'}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('summary.goodHint')}
            </Typography.Text>
          </Flex>
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('summary.waiting')}</Typography.Text>
            <Typography.Link
              className={styles.figure}
              onClick={() => show((p) => p.set('tab', 'not_replied'))}
              data-testid="review-waiting"
            >
              {formatNumber(summary.notReplied)}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('summary.withMedia')}: {formatNumber(summary.withMedia)}
            </Typography.Text>
          </Flex>
          <Flex vertical gap={4} style={{ maxWidth: 240 }}>
            <Typography.Text type="secondary">{t('summary.compliance')}</Typography.Text>
            {summary.meetsComplianceScore === 'y' ? (
              <Typography.Text type="success">
                <CheckCircleFilled /> {t('summary.complianceMet', { min: GOOD_SCORE_MIN })}
              </Typography.Text>
            ) : (
              <Typography.Text type="warning">
                <ExclamationCircleFilled /> {t('summary.complianceNotMet', { min: GOOD_SCORE_MIN })}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
