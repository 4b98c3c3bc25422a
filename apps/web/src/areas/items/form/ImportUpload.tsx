import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { IMPORT_MAX_ROWS } from '@sc/contract/calls/items.ts';
import { checkFile, MEDIA_TYPES } from '@sc/contract/calls/media.ts';
import { Alert, Button, Col, Flex, Row, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedMime, refusalText } from '../../../components/media/prechecks.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import styles from './import.module.css';
import { SHEET_MAX_TEXT } from './media-limits.ts';

/** Steps 1 and 2: take the template, then drop the filled file. */
export function ImportUpload({
  onTemplate,
  templateLoading,
  onFile,
  reading,
  failure,
}: {
  onTemplate: () => void;
  templateLoading: boolean;
  onFile: (file: File) => void;
  reading: boolean;
  /** Why the last file could not be read (the server's words). */
  failure?: string | undefined;
}) {
  const { t } = useTranslation('items');
  const [refusal, setRefusal] = useState<string>();

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <div className={styles.panel}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('import.templateTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('import.templateText')}</Typography.Paragraph>
          <ul className={styles.rules}>
            <li>{t('import.ruleRows', { max: IMPORT_MAX_ROWS })}</li>
            <li>{t('import.ruleGroup')}</li>
            <li>{t('import.ruleHeaders')}</li>
            <li>{t('import.ruleFile', { size: SHEET_MAX_TEXT })}</li>
          </ul>
          <Button icon={<DownloadOutlined />} onClick={onTemplate} loading={templateLoading}>
            {t('import.download')}
          </Button>
        </div>
      </Col>
      <Col xs={24} lg={14}>
        <Flex vertical gap={12}>
          <div data-testid="import-dropzone">
            <Spin spinning={reading} description={t('import.reading')}>
              <Upload.Dragger
                accept={MEDIA_TYPES.file.accept}
                multiple={false}
                showUploadList={false}
                disabled={reading}
                beforeUpload={(file) => {
                  const refused = checkFile('importSheet', { mime: pickedMime(file), bytes: file.size });
                  if (refused) setRefusal(refusalText(refused, currentLocale()));
                  else {
                    setRefusal(undefined);
                    onFile(file);
                  }
                  return false; // we send it ourselves
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('import.drop')}</p>
                <p className="ant-upload-hint">
                  {t('import.dropHint', { size: SHEET_MAX_TEXT, max: IMPORT_MAX_ROWS })}
                </p>
              </Upload.Dragger>
            </Spin>
          </div>
          {(refusal ?? (reading ? undefined : failure)) && (
            <Alert type="error" showIcon title={refusal ?? failure} data-testid="import-refused" />
          )}
        </Flex>
      </Col>
    </Row>
  );
}
