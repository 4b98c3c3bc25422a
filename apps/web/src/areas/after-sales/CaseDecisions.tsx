import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './after-sales.module.css';
import type { CaseDetail } from './case-queries.ts';

/** The shop's rejection, the platform's decision and the appeal (the shop's or the buyer's), where there are any. */
export function CaseDecisions({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation('after-sales');
  const rejected = c.rejectReason !== null || c.rejectNote !== '';
  if (!rejected && !c.judgement && !c.appeal) return null;
  return (
    <>
      {rejected && (
        <Card title={t('detail.rejection')}>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'reason',
                label: t('detail.rejectReason'),
                children: c.rejectReason ? t(`rejectReason.${c.rejectReason}`) : t('detail.none'),
              },
              {
                key: 'note',
                label: t('detail.rejectNote'),
                children: c.rejectNote ? <span className={styles.prewrap}>{c.rejectNote}</span> : t('detail.none'),
              },
            ]}
          />
        </Card>
      )}
      {(c.judgement || c.appeal) && (
        <Card title={t('detail.platform')}>
          {c.judgement && (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'for',
                  label: t('detail.judgement'),
                  children: <strong>{t(`detail.judgedFor.${c.judgement.for}`)}</strong>,
                },
                { key: 'at', label: t('detail.judgedAt'), children: formatDateTime(c.judgement.at) },
                {
                  key: 'note',
                  label: t('detail.judgementNote'),
                  span: 'filled',
                  children: c.judgement.note ? (
                    <span className={styles.prewrap}>{c.judgement.note}</span>
                  ) : (
                    t('detail.none')
                  ),
                },
              ]}
            />
          )}
          {c.appeal && (
            <Descriptions
              style={{ marginTop: c.judgement ? 16 : 0 }}
              title={t(c.appeal.by === 'buyer' ? 'detail.appealBuyer' : 'detail.appeal')}
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'status',
                  label: t('list.status'),
                  children: <strong>{t(`detail.appealStatus.${c.appeal.status}`)}</strong>,
                },
                { key: 'filed', label: t('detail.appealFiled'), children: formatDateTime(c.appeal.filedAt) },
                {
                  key: 'reason',
                  label: t(c.appeal.by === 'buyer' ? 'detail.appealReasonBuyer' : 'detail.appealReason'),
                  span: 'filled',
                  children: <span className={styles.prewrap}>{c.appeal.reason}</span>,
                },
                ...(c.appeal.decidedAt
                  ? [
                      {
                        key: 'decided',
                        label: t('detail.appealDecided'),
                        children: formatDateTime(c.appeal.decidedAt),
                      },
                      {
                        key: 'reply',
                        label: t('detail.appealNote'),
                        children: c.appeal.note ? (
                          <span className={styles.prewrap}>{c.appeal.note}</span>
                        ) : (
                          t('detail.none')
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Card>
      )}
    </>
  );
}
