import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import type { Review } from './review-queries.ts';
import styles from './reviews.module.css';

const REPORT_COLOURS = { pending: 'processing', accepted: 'default', rejected: 'default' } as const;

/** Whether the review has the shop's reply (and the reply), and where a report to the platform stands. */
export function ReplyStatus({ review, compact }: { review: Review; compact?: boolean }) {
  // Compact (the list): the reply clipped to three lines, with who sent it and when.
  const { t } = useTranslation('reviews');
  const { reply, report } = review;
  const removed = report?.status === 'accepted';
  return (
    <Flex vertical gap={6} align="flex-start" data-testid="reply-status">
      <Flex gap={4} wrap>
        {removed ? (
          <Tag>{t('replyStatus.removed')}</Tag>
        ) : reply ? (
          <Tag color="success">{t('replyStatus.replied')}</Tag>
        ) : (
          <Tag color="warning">{t('replyStatus.waiting')}</Tag>
        )}
        {report && !removed && (
          <Tooltip title={t(`report.statusHint.${report.status}`)}>
            <Tag color={REPORT_COLOURS[report.status]}>{t(`report.status.${report.status}`)}</Tag>
          </Tooltip>
        )}
      </Flex>
      {reply && (
        <>
          <Typography.Paragraph
            className={styles.replyBox}
            ellipsis={compact ? { rows: 3, tooltip: reply.text } : false}
            style={{ marginBottom: 0, width: '100%' }}
            data-testid="reply-text"
          >
            {reply.text}
          </Typography.Paragraph>
          {compact && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {reply.repliedBy ? `${reply.repliedBy} · ` : ''}
              {formatDateTime(reply.editedAt ?? reply.repliedAt)}
              {reply.editedAt ? ` · ${t('edited')}` : ''}
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}
