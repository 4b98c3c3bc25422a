import { Button, Flex, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImportRowErrors } from './ImportRowErrors.tsx';
import type { CommitResult, Preview } from './import-result.ts';

type PreviewRow = Preview['rows'][number];

/** Step 4: what the import created, how many rows and products failed, and which rows. */
export function ImportDone({
  preview,
  result,
  onRestart,
}: {
  preview: Preview;
  result: CommitResult;
  onRestart: () => void;
}) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const failed = result.failedRows > 0;
  const bad = preview.rows.filter((r) => r.errors.length > 0);
  return (
    <Flex vertical gap={8}>
      <Result
        status={result.createdProducts === 0 ? 'error' : failed ? 'warning' : 'success'}
        title={t('import.created', { count: result.createdProducts, skus: result.createdSkus })}
        subTitle={
          <span data-testid="import-failed">
            {failed
              ? t('import.failed', { rows: result.failedRows, products: result.failedProducts })
              : t('import.noneFailed', { name: preview.fileName })}
          </span>
        }
        extra={[
          <Button key="list" type="primary" onClick={() => navigate('/shop/index')}>
            {t('import.toList')}
          </Button>,
          <Button key="again" onClick={onRestart}>
            {t('import.another')}
          </Button>,
        ]}
      />
      {bad.length > 0 && (
        <>
          <Typography.Text strong>{t('import.notImported')}</Typography.Text>
          <Table<PreviewRow>
            rowKey="rowNo"
            size="small"
            bordered
            dataSource={bad}
            tableLayout="fixed"
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              { title: t('import.rowNo'), dataIndex: 'rowNo', key: 'rowNo', width: 64 },
              { title: t('basic.code'), dataIndex: 'code', key: 'code', width: 180, ellipsis: true },
              {
                title: t('import.errors'),
                key: 'errors',
                render: (_v, r) => <ImportRowErrors errors={r.errors} />,
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
