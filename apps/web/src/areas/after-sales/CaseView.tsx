import { isFinalAfterSale } from '@sc/contract/after-sales.ts';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** One request with everything the shop may do with it (the detail screen, and the phone's drawer). */
export function CaseView({ detail: c }: { detail: CaseDetail }) {
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
                  <span>
                    {t(deadlineKey(c.deadlineKind, c.type, c.judgement?.for), { time: formatDateTime(c.deadlineAt) })}
                  </span>
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
