import { App, Table, Typography } from 'antd';
import { useListStrings } from './use-list-strings.ts';

/** The outcome of a batch action: rows refused are listed by a label the merchant recognises. */
export interface BatchOutcome {
  /** The action's name, as on its button ("Put on shelf"). */
  action: string;
  succeeded: number;
  failures: { key: string; label: string; reason: string }[];
}

/**
 * Tells the merchant how a batch action went: a toast when every row went through, else a
 * dialog with the count of each and every refused row with its reason.
 */
export function useBatchResult(): (outcome: BatchOutcome) => void {
  const { t } = useListStrings();
  const { message, modal } = App.useApp();
  return ({ action, succeeded, failures }) => {
    if (failures.length === 0) {
      void message.success(t('batch.allDone', { action, count: succeeded }));
      return;
    }
    const show = succeeded === 0 ? modal.error : modal.warning;
    show({
      title: t('batch.title', { action, succeeded, failed: failures.length }),
      width: 560,
      content: (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={failures}
          columns={[
            {
              key: 'label',
              title: t('batch.row'),
              render: (_, f) => <Typography.Text strong>{f.label}</Typography.Text>,
            },
            { key: 'reason', title: t('batch.reason'), dataIndex: 'reason' },
          ]}
        />
      ),
    });
  };
}
