import { isFinalAfterSale } from '@sc/contract/after-sales.ts';
import { afterSaleDetailInquiry, caseNumber } from '@sc/contract/calls/after-sales.ts';
import { Alert, Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useCall } from '../../api/use-call.ts';
import { DetailHeader } from '../../components/detail/DetailHeader.tsx';
import { orderItemPath } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './after-sales.module.css';
import { CaseActions } from './CaseActions.tsx';
import { CaseDecisions } from './CaseDecisions.tsx';
import { CaseEvidence } from './CaseEvidence.tsx';
import { CaseHistory, CaseReceipts } from './CaseHistory.tsx';
import { CaseItems, CaseRequest, CaseReturn } from './CaseSections.tsx';
import { CaseStatusTag, CaseTypeTag, TimeLeft, WaitingMark } from './CaseTags.tsx';
import { deadlineKey } from './case-labels.ts';
import type { CaseDetail } from './case-queries.ts';
import { AFTER_SALE_LIST_PATH, afterSaleDetailPath, typeOfDetailPath } from './paths.ts';

/**
 * /order/aftersaleDetailrefund, …return and …exchange (?caseId=): one request with everything
 * the shop may do with it. A case opened under another type's route moves to its own.
 */
export default function AfterSaleDetailPage() {
  // The orders namespace names carriers and payment methods.
  const { t } = useTranslation(['after-sales', 'orders']);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const caseId = (params.get('caseId') ?? '').trim();
  const valid = caseNumber.safeParse(caseId).success;
  const detail = useCall(
    afterSaleDetailInquiry,
    { caseId },
    {
      quiet: true,
      enabled: valid,
      retry: false,
    },
  );

  if (!valid) return <Missing text={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!detail.data) {
    // A transport fault says so; any refusal means the case is not one of this shop's.
    const error = detail.error;
    const transport = error instanceof ApiError && error.handling === 'transport';
    return <Missing text={transport ? error.replyText : t('detail.notFound')} />;
  }
  const routeType = typeOfDetailPath(pathname);
  if (routeType !== detail.data.type) return <Navigate replace to={afterSaleDetailPath(detail.data.type, caseId)} />;
  return <CaseView detail={detail.data} />;
}

function Missing({ text }: { text: string }) {
  const { t } = useTranslation('after-sales');
  return (
    <Card>
      <Empty description={text}>
        <Link to={AFTER_SALE_LIST_PATH}>{t('detail.back')}</Link>
      </Empty>
    </Card>
  );
}

function CaseView({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  const waiting = c.waitingMerchant === 'y';
  return (
    <div className={styles.page} data-case-detail={c.caseId}>
      <DetailHeader
        title={t('detail.title', { id: c.caseId })}
        tags={
          <>
            <CaseTypeTag type={c.type} />
            <CaseStatusTag status={c.status} type={c.type} />
            {waiting && <WaitingMark />}
          </>
        }
        subtitle={
          <>
            {t('detail.order')}{' '}
            <Link to={orderItemPath(c.orderId)} className={styles.inlineLink}>
              {c.orderId}
            </Link>
            {' · '}
            {t('detail.applied')} {formatDateTime(c.appliedAt)}
            {' · '}
            {t('detail.updated')} {formatDateTime(c.updatedAt)}
          </>
        }
        actions={<CaseActions detail={c} />}
      >
        <div style={{ marginTop: 16 }}>
          {c.deadlineKind && c.deadlineAt ? (
            <Alert
              type={waiting ? 'warning' : 'info'}
              showIcon
              data-testid="case-deadline"
              message={
                <Flex gap={8} wrap align="baseline">
                  <span>{t(deadlineKey(c.deadlineKind, c.type), { time: formatDateTime(c.deadlineAt) })}</span>
                  <TimeLeft deadline={c.deadlineAt} />
                </Flex>
              }
            />
          ) : (
            isFinalAfterSale(c.status) && <Alert type="info" showIcon message={t('detail.finished')} />
          )}
        </div>
      </DetailHeader>
      <CaseItems detail={c} />
      <CaseRequest detail={c} />
      {c.type !== 'refund' && <CaseReturn detail={c} />}
      <CaseDecisions detail={c} />
      <CaseEvidence detail={c} />
      <CaseHistory detail={c} />
      <CaseReceipts detail={c} />
    </div>
  );
}
