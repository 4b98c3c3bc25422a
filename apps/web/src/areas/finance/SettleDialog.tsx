import { Alert, App, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../components/money/format-baht.ts';
import { type TrialAnswer, useSettle } from './finance-queries.ts';

/** The trial calculation of a settlement, and the settlement when every bill can be settled. */
export function SettleDialog(props: { trial: TrialAnswer | null; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const settle = useSettle();
  const trial = props.trial;
  return (
    <Modal
      open={trial !== null}
      title={t('bills.trialTitle')}
      okText={t('bills.settle')}
      okButtonProps={{ disabled: !trial?.settleable, loading: settle.isPending }}
      onCancel={props.onClose}
      onOk={() => {
        if (!trial) return;
        settle.mutate(
          trial.rows.map((r) => r.billId),
          {
            onSuccess: (r) => {
              void message.success(
                t('bills.settled', { count: r.settled.length, total: formatBaht(r.total), account: r.account }),
              );
              props.onClose();
              props.onDone?.();
            },
          },
        );
      }}
    >
      {trial && (
        <>
          <List
            size="small"
            dataSource={trial.rows}
            renderItem={(r) => (
              <List.Item>
                <Typography.Text>{r.periodStart.slice(0, 7)}</Typography.Text>
                <Typography.Text>{formatBaht(r.amount)}</Typography.Text>
                <Typography.Text type={r.refusal ? 'danger' : 'success'}>
                  {r.refusal ?? t('bills.trialOk')}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Typography.Paragraph strong style={{ marginTop: 12 }}>
            {t('bills.trialTotal', { total: formatBaht(trial.total) })}
          </Typography.Paragraph>
          {trial.account ? (
            <Typography.Paragraph>{t('bills.trialAccount', { account: trial.account })}</Typography.Paragraph>
          ) : (
            <Alert type="warning" showIcon title={t('bills.trialNoAccount')} />
          )}
        </>
      )}
    </Modal>
  );
}
