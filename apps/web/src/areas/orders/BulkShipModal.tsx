import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  BULK_SHIP_MAX_ROWS,
  type bulkShipRowView,
  orderBulkShip,
  orderBulkShipTemplate,
} from '@sc/contract/calls/orders.ts';
import { Alert, Button, Checkbox, Flex, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { upload } from '../../api/upload.ts';
import { downloadBase64 } from '../../components/files/download-base64.ts';
import { formatNumber } from '../../format/number-format.ts';
import { useRefreshOrders } from './order-queries.ts';

type BulkRow = z.infer<typeof bulkShipRowView>;
interface BulkResult {
  total: number;
  shipped: number;
  failed: number;
  rows: BulkRow[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Bulk ship from Excel: the template, the upload, then the result of every row (shipped, or
 * the message of a bad row). Sending the same file again ships nothing twice: rows already
 * shipped come back with their message.
 */
export function BulkShipModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const refresh = useRefreshOrders();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failedOnly, setFailedOnly] = useState(false);

  const template = async () => {
    const file = await api(orderBulkShipTemplate, {}).catch(() => null);
    if (file) downloadBase64(file.fileName, file.contentBase64, XLSX);
  };

  const send = async (file: File) => {
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setProblem(t('bulk.notXlsx'));
      return;
    }
    setBusy(true);
    try {
      const r = await upload(orderBulkShip, {}, file, file.name, { quiet: true });
      setResult(r);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.replyText);
    } finally {
      setBusy(false);
    }
  };

  const rows = result ? result.rows.filter((r) => !failedOnly || r.ok === 'n') : [];
  return (
    <Modal
      open={open}
      title={t('bulk.title')}
      width={760}
      footer={<Button onClick={onClose}>{t('common:ok')}</Button>}
      onCancel={onClose}
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          setResult(null);
          setProblem(null);
          setFailedOnly(false);
        }
      }}
    >
      <Flex vertical gap={12}>
        <Typography.Text>{t('bulk.step1')}</Typography.Text>
        <div>
          <Button icon={<DownloadOutlined />} onClick={() => void template()} data-testid="bulk-template">
            {t('bulk.template')}
          </Button>
        </div>
        <Typography.Text>{t('bulk.step2', { max: formatNumber(BULK_SHIP_MAX_ROWS) })}</Typography.Text>
        <Upload
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="bulk-upload">
            {t('bulk.upload')}
          </Button>
        </Upload>
        {problem && <Alert type="error" showIcon message={problem} data-testid="bulk-problem" />}
        {result && (
          <>
            <Alert
              type={result.failed > 0 ? 'warning' : 'success'}
              showIcon
              data-testid="bulk-summary"
              message={t('bulk.summary', {
                total: formatNumber(result.total),
                shipped: formatNumber(result.shipped),
                failed: formatNumber(result.failed),
              })}
            />
            {result.failed > 0 && (
              <Checkbox checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)}>
                {t('bulk.failedOnly')}
              </Checkbox>
            )}
            <Table<BulkRow>
              size="small"
              rowKey={(r) => String(r.row)}
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10 } : false}
              data-testid="bulk-result"
              columns={[
                { key: 'row', title: t('bulk.row'), dataIndex: 'row', width: 64 },
                { key: 'orderId', title: t('bulk.orderId'), dataIndex: 'orderId' },
                { key: 'carrier', title: t('bulk.carrier'), dataIndex: 'carrierCode', width: 110 },
                { key: 'waybill', title: t('bulk.waybill'), dataIndex: 'waybillNo' },
                {
                  key: 'outcome',
                  title: t('bulk.outcome'),
                  render: (_, r) =>
                    r.ok === 'y' ? (
                      <Tag color="success">{t('bulk.shipped')}</Tag>
                    ) : (
                      <Typography.Text type="danger">{r.message}</Typography.Text>
                    ),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
