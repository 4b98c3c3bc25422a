import { PLATFORM_REVIEW_BUSINESS_DAYS } from '@sc/contract/constants.ts';
import { Alert, Button, Descriptions, Flex, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './compliance.module.css';
import type { ViolationDetail } from './compliance-queries.ts';
import { ProductBrief } from './ProductBrief.tsx';
import { SubmitForm } from './SubmitForm.tsx';
import { DeadlineText, SeverityTag, ViolationStatusTag } from './ViolationTags.tsx';
import { ViolationTimeline } from './ViolationTimeline.tsx';

/** What the merchant reads first: where the violation stands and what follows from it. */
function guide(v: ViolationDetail): { key: string; type: 'info' | 'warning' | 'error' | 'success' } {
  const halted = v.productStatus === 'halted';
  switch (v.status) {
    case 'pending':
      return { key: `detail.guide.${v.severity}`, type: v.severity === 'warn' ? 'warning' : 'error' };
    case 'appealing':
      return { key: 'detail.guide.appealing', type: 'info' };
    case 'rectified':
      return { key: halted ? 'detail.guide.rectifiedHalted' : 'detail.guide.rectified', type: 'success' };
    case 'revoked':
      return { key: halted ? 'detail.guide.revokedHalted' : 'detail.guide.revoked', type: 'success' };
    default:
      return { key: halted ? 'detail.guide.expiredHalted' : 'detail.guide.expired', type: 'error' };
  }
}

/** One violation: its state, the platform's reason and requirement, the response form and the history. */
export function ViolationDetailView({
  violation: v,
  onSubmitted,
}: {
  violation: ViolationDetail;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const g = guide(v);
  const open = v.status === 'pending' || v.status === 'appealing';
  const requirement = v.requirement || t(`requirement.${v.type}`);
  const note =
    v.status === 'appealing'
      ? t('form.reviewNote')
      : v.status === 'pending'
        ? t('form.deadlinePassed')
        : t('form.closedNote');

  return (
    <Flex vertical gap={16} data-violation-detail={v.violationId}>
      <Flex justify="space-between" align="flex-start" gap={12}>
        <ProductBrief product={v} />
        <Flex gap={4} wrap justify="flex-end">
          <SeverityTag severity={v.severity} />
          <ViolationStatusTag status={v.status} />
        </Flex>
      </Flex>
      <Alert
        type={g.type}
        showIcon
        message={t(g.key, { deadline: formatDateTime(v.deadlineAt), days: PLATFORM_REVIEW_BUSINESS_DAYS })}
        action={
          v.productMayReturn === 'y' && v.status !== 'pending' ? (
            <Button size="small" onClick={() => void navigate('/shop/index')}>
              {t('detail.goToProducts')}
            </Button>
          ) : undefined
        }
      />
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: screens.sm ? 160 : 104 } }}
        items={[
          { key: 'type', label: t('detail.type'), children: t(`type.${v.type}`) },
          {
            key: 'reason',
            label: t('detail.reason'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{v.reason}</span>,
          },
          {
            key: 'requirement',
            label: t('detail.requirement'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{requirement}</span>,
          },
          {
            key: 'points',
            label: t('detail.points'),
            children: v.points > 0 ? t('points', { points: v.points }) : t('noPoints'),
          },
          {
            key: 'status',
            label: t('detail.productStatus'),
            children: t(`productStatus.${v.productStatus}`, { defaultValue: v.productStatus }),
          },
          { key: 'raisedAt', label: t('detail.raisedAt'), children: formatDateTime(v.raisedAt) },
          v.closedAt
            ? { key: 'closedAt', label: t('detail.closedAt'), children: formatDateTime(v.closedAt) }
            : {
                key: 'deadline',
                label: t('detail.deadline'),
                children: <DeadlineText deadline={v.deadlineAt} open={open} />,
              },
        ]}
      />
      <section>
        <h3 className={styles.sectionTitle}>{t('form.title')}</h3>
        {v.canSubmit === 'y' ? (
          <SubmitForm violation={v} onDone={onSubmitted} />
        ) : (
          <Typography.Text type="secondary">{note}</Typography.Text>
        )}
      </section>
      <section>
        <h3 className={styles.sectionTitle}>{t('detail.history')}</h3>
        <ViolationTimeline events={v.events} />
      </section>
    </Flex>
  );
}
