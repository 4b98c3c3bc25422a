import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  PICKUP_IMPORT_MAX_ROWS,
  pickupCodeImport,
  pickupCodeList,
  pickupCodeTemplate,
  type pickupImportRow,
} from '@sc/contract/calls/shipping.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { upload } from '../../api/upload.ts';
import { invalidateCall } from '../../api/use-call.ts';
import { downloadBase64 } from '../../components/files/download-base64.ts';
import { formatNumber } from '../../format/number-format.ts';

type ImportRow = z.infer<typeof pickupImportRow>;
interface ImportResult {
  total: number;
  imported: number;
  failed: number;
  rows: ImportRow[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import pick-up codes: the template, the upload (xlsx or csv), then the result of every row. */
export function PickupImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shipping');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failedOnly, setFailedOnly] = useState(false);
  const p = (key: string) => t(`pickup.${key}`);

  const template = async () => {
    const file = await api(pickupCodeTemplate, {}).catch(() => null);
    if (file) downloadBase64(file.fileName, file.contentBase64, XLSX);
  };

  const send = async (file: File) => {
    setProblem(null);
    if (!/\.(xlsx|csv)$/i.test(file.name)) {
      setProblem(p('notSpreadsheet'));
      return;
    }
    setBusy(true);
    try {
      setResult(await upload(pickupCodeImport, {}, file, file.name, { quiet: true }));
      await invalidateCall(client, pickupCodeList);
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
      title={p('importTitle')}
      width={720}
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
        <Typography.Text>{p('step1')}</Typography.Text>
        <div>
          <Button icon={<DownloadOutlined />} onClick={() => void template()} data-testid="pickup-template">
            {p('template')}
          </Button>
        </div>
        <Typography.Text>{t('pickup.step2', { max: formatNumber(PICKUP_IMPORT_MAX_ROWS) })}</Typography.Text>
        <Upload
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="pickup-upload">
            {p('upload')}
          </Button>
        </Upload>
        {problem && <Alert type="error" showIcon title={problem} data-testid="pickup-problem" />}
        {result && (
          <>
            <Alert
              type={result.failed > 0 ? 'warning' : 'success'}
              showIcon
              data-testid="pickup-summary"
              title={t('pickup.summary', {
                total: formatNumber(result.total),
                imported: formatNumber(result.imported),
                failed: formatNumber(result.failed),
              })}
            />
            {result.failed > 0 && (
              <Checkbox checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)}>
                {p('failedOnly')}
              </Checkbox>
            )}
            <Table<ImportRow>
              size="small"
              rowKey={(r) => String(r.row)}
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10 } : false}
              data-testid="pickup-result"
              columns={[
                { key: 'row', title: p('row'), dataIndex: 'row', width: 64 },
                { key: 'code', title: p('code'), dataIndex: 'code' },
                { key: 'carrier', title: p('carrier'), dataIndex: 'carrierCode', width: 110 },
                {
                  key: 'outcome',
                  title: p('outcome'),
                  render: (_, r) =>
                    r.ok === 'y' ? (
                      <Tag color="success">{p('imported')}</Tag>
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
