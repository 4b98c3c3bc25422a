import {
  Alert,
  Button,
  Col,
  Flex,
  Popconfirm,
  Radio,
  Row,
  Segmented,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../format/number-format.ts';
import { ImportRowErrors } from './ImportRowErrors.tsx';
import styles from './import.module.css';
import type { Preview } from './import-result.ts';

type PreviewRow = Preview['rows'][number];

/** Step 3: what the file holds, each row's errors marked, before anything is written. */
export function ImportPreview({
  preview,
  committing,
  onCommit,
  onRestart,
}: {
  preview: Preview;
  committing: boolean;
  onCommit: (shelf: 'on' | 'off') => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('items');
  const [only, setOnly] = useState<'all' | 'errors'>(preview.invalidRows > 0 ? 'errors' : 'all');
  const [shelf, setShelf] = useState<'on' | 'off'>('off');
  const rows = only === 'errors' ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows;
  const nothing = preview.validRows === 0;

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('import.previewOf', { name: preview.fileName })}</Typography.Text>
      <Row gutter={16} data-testid="import-counts">
        <Col xs={12} md={6}>
          <Statistic title={t('import.rows')} value={formatNumber(preview.rowCount)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('import.products')} value={formatNumber(preview.productCount)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('import.validRows')}
            value={formatNumber(preview.validRows)}
            styles={{ content: { color: '#389e0d' } }}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('import.invalidRows')}
            value={formatNumber(preview.invalidRows)}
            styles={{ content: { color: preview.invalidRows > 0 ? '#cf1322' : undefined } }}
          />
        </Col>
      </Row>
      {nothing ? (
        <Alert type="error" showIcon title={t('import.nothingValid')} description={t('import.fixAndRetry')} />
      ) : preview.invalidRows > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('import.someInvalid', { count: preview.invalidRows })}
          description={t('import.someInvalidText')}
        />
      ) : (
        <Alert type="success" showIcon title={t('import.allValid', { count: preview.validRows })} />
      )}
      <Segmented<'all' | 'errors'>
        value={only}
        onChange={setOnly}
        options={[
          { value: 'all', label: t('import.showAll', { count: preview.rowCount }) },
          { value: 'errors', label: t('import.showErrors', { count: preview.invalidRows }) },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Table<PreviewRow>
        rowKey="rowNo"
        size="small"
        bordered
        dataSource={rows}
        rowClassName={(r) => (r.errors.length > 0 ? (styles.badRow ?? '') : '')}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        tableLayout="fixed"
        data-testid="import-preview"
        columns={[
          { title: t('import.rowNo'), dataIndex: 'rowNo', key: 'rowNo', width: 56 },
          {
            title: t('import.errors'),
            key: 'errors',
            width: 260,
            render: (_v, r) =>
              r.errors.length === 0 ? (
                <Typography.Text type="success">{t('import.ok')}</Typography.Text>
              ) : (
                <ImportRowErrors errors={r.errors} />
              ),
          },
          { title: t('basic.code'), dataIndex: 'code', key: 'code', width: 140, ellipsis: true },
          { title: t('basic.productTitle'), dataIndex: 'title', key: 'title', ellipsis: true },
          {
            title: t('import.spec'),
            key: 'spec',
            width: 100,
            ellipsis: true,
            render: (_v, r) => r.specValues.join(' / ') || '—',
          },
          { title: t('skus.price'), dataIndex: 'price', key: 'price', align: 'end', width: 90 },
          { title: t('skus.stock'), dataIndex: 'stock', key: 'stock', align: 'end', width: 72 },
        ]}
      />
      <div className={styles.footer}>
        <Button onClick={onRestart} disabled={committing}>
          {t('import.another')}
        </Button>
        <Flex gap={12} align="center" wrap>
          <Radio.Group
            value={shelf}
            onChange={(e) => setShelf(e.target.value)}
            options={[
              { value: 'off', label: t('import.keepOff') },
              { value: 'on', label: t('import.putOn') },
            ]}
          />
          <Tooltip title={nothing ? t('import.nothingValid') : undefined}>
            <Popconfirm
              title={t('import.confirmTitle')}
              description={t(shelf === 'on' ? 'import.confirmOn' : 'import.confirmOff', {
                count: preview.validRows,
                skipped: preview.invalidRows,
              })}
              okText={t('import.confirmOk')}
              onConfirm={() => onCommit(shelf)}
              disabled={nothing}
            >
              <Button type="primary" loading={committing} disabled={nothing}>
                {t('import.commit', { count: preview.validRows })}
              </Button>
            </Popconfirm>
          </Tooltip>
        </Flex>
      </div>
    </Flex>
  );
}
