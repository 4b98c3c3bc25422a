import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Checkbox, Flex, Modal, Table, type TableColumnsType, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { downloadBase64 } from '../files/download-base64.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One row of a sheet as the server answers it: its number, whether it went through, and why not. */
export interface ImportedRow {
  row: number;
  ok: 'y' | 'n';
  message?: string | null | undefined;
}

/** The server's answer to an uploaded sheet: how many rows failed and every row's outcome. */
export interface ImportAnswer<Row extends ImportedRow> {
  failed: number;
  rows: Row[];
}

/** The words of one import, in the area's strings (each area says what its rows are). */
export interface ImportTexts {
  title: string;
  /** "1. Download the template and fill in …" */
  step1: string;
  template: string;
  /** "2. Upload the filled file …" */
  step2: string;
  upload: string;
  /** Said when the chosen file is not one of `accept`'s types. */
  wrongType: string;
  row: string;
  outcome: string;
  /** The tag of a row that went through. */
  done: string;
  failedOnly: string;
}

/**
 * A spreadsheet import in a dialog: download the template, upload the filled file, then the
 * summary and the outcome of every row (or of the failed ones only). The server does the work
 * in one call; a refused file (its words) shows under the upload button and changes nothing.
 * `testId` prefixes the parts' test ids (`<testId>-template`, -upload, -problem, -summary, -result).
 */
export function SpreadsheetImportModal<Row extends ImportedRow, Answer extends ImportAnswer<Row>>({
  open,
  onClose,
  width,
  testId,
  texts,
  accept,
  template,
  send,
  onImported,
  summary,
  columns,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  testId: string;
  texts: ImportTexts;
  /** The file types taken, as the file picker's accept: '.xlsx' or '.xlsx,.csv'. */
  accept: string;
  template: () => Promise<{ fileName: string; contentBase64: string }>;
  send: (file: File) => Promise<Answer>;
  /** What to refresh once a sheet was read (the lists it changed). */
  onImported: () => Promise<void>;
  summary: (answer: Answer) => string;
  /** The row's own columns, between its number and its outcome. */
  columns: TableColumnsType<Row>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failedOnly, setFailedOnly] = useState(false);
  const extensions = accept.split(',').map((e) => e.trim().toLowerCase());

  const downloadTemplate = async () => {
    const file = await template().catch(() => null);
    if (file) downloadBase64(file.fileName, file.contentBase64, XLSX);
  };

  const upload = async (file: File) => {
    setProblem(null);
    if (!extensions.some((e) => file.name.toLowerCase().endsWith(e))) {
      setProblem(texts.wrongType);
      return;
    }
    setBusy(true);
    try {
      setAnswer(await send(file));
      await onImported();
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.replyText);
    } finally {
      setBusy(false);
    }
  };

  // The dialog forgets the import as it closes, so the next opening starts empty.
  const close = () => {
    setAnswer(null);
    setProblem(null);
    setFailedOnly(false);
    onClose();
  };

  const rows = answer ? answer.rows.filter((r) => !failedOnly || r.ok === 'n') : [];
  return (
    <Modal
      open={open}
      title={texts.title}
      width={width}
      footer={<Button onClick={close}>{t('common:ok')}</Button>}
      onCancel={close}
      // A closed dialog keeps its last content in the page unless destroyed.
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>{texts.step1}</Typography.Text>
        <div>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadTemplate()}
            data-testid={`${testId}-template`}
          >
            {texts.template}
          </Button>
        </div>
        <Typography.Text>{texts.step2}</Typography.Text>
        <Upload
          accept={accept}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid={`${testId}-upload`}>
            {texts.upload}
          </Button>
        </Upload>
        {problem && <Alert type="error" showIcon title={problem} data-testid={`${testId}-problem`} />}
        {answer && (
          <>
            <Alert
              type={answer.failed > 0 ? 'warning' : 'success'}
              showIcon
              data-testid={`${testId}-summary`}
              title={summary(answer)}
            />
            {answer.failed > 0 && (
              <Checkbox checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)}>
                {texts.failedOnly}
              </Checkbox>
            )}
            <Table<Row>
              size="small"
              rowKey={(r) => String(r.row)}
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10 } : false}
              data-testid={`${testId}-result`}
              columns={[
                { key: 'row', title: texts.row, dataIndex: 'row', width: 64 },
                ...columns,
                {
                  key: 'outcome',
                  title: texts.outcome,
                  render: (_, r) =>
                    r.ok === 'y' ? (
                      <Tag color="success">{texts.done}</Tag>
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
