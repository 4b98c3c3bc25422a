import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { type InspectionRow, inspectionListInquiry } from '@sc/contract/calls/compliance.ts';
import { Alert, Empty, Flex, Form, Input, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './compliance.module.css';
import {
  INSPECTION_QUERY_SHAPE,
  INSPECTION_TABS,
  type InspectionFilterKey,
  type InspectionListAnswer,
  inspectionListPayload,
} from './compliance-queries.ts';
import { ProductBrief } from './ProductBrief.tsx';

export function ResultTag({ passed, text }: { passed: boolean; text: string }) {
  return (
    <Tag color={passed ? 'success' : 'error'} icon={passed ? <CheckCircleFilled /> : <CloseCircleFilled />}>
      {text}
    </Tag>
  );
}

/** /shop/inspection: the platform's quality and compliance inspections of the shop's products. */
export default function InspectionListPage() {
  const { t } = useTranslation('compliance');
  const columns: TableColumnsType<InspectionRow> = [
    {
      key: 'product',
      title: t('inspection.column.product'),
      width: 250,
      render: (_, r) => <ProductBrief product={r} />,
    },
    {
      key: 'kind',
      title: t('inspection.column.kind'),
      width: 170,
      render: (_, r) => (
        <div>
          <div>{t(`inspection.kind.${r.kind}`)}</div>
          <Typography.Text type="secondary" className={styles.meta}>
            {formatDateTime(r.inspectedAt)}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'result',
      title: t('inspection.column.result'),
      width: 150,
      render: (_, r) => (
        <Flex vertical align="flex-start" gap={4}>
          <ResultTag passed={r.result === 'passed'} text={t(`inspection.result.${r.result}`)} />
          <Typography.Text type="secondary" className={styles.meta}>
            {t('inspection.passedCount', { passed: r.items.filter((i) => i.passed).length, total: r.items.length })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'items',
      title: t('inspection.column.items'),
      render: (_, r) => {
        const failed = r.items.filter((i) => !i.passed);
        return (
          <div>
            {failed.length === 0 ? (
              <Typography.Text type="success">{t('inspection.allPassed')}</Typography.Text>
            ) : (
              <ul className={styles.failedItems}>
                {failed.map((i) => (
                  <li key={i.code}>
                    <Typography.Text type="danger">{t(`inspection.item.${i.code}`)}</Typography.Text>
                    {i.note && <Typography.Text type="secondary">{` — ${i.note}`}</Typography.Text>}
                  </li>
                ))}
              </ul>
            )}
            {r.remark && <div className={styles.remark}>{`${t('inspection.column.remark')}: ${r.remark}`}</div>}
          </div>
        );
      },
    },
  ];

  return (
    <ListPage<InspectionRow, InspectionFilterKey, InspectionListAnswer>
      call={inspectionListInquiry}
      shape={INSPECTION_QUERY_SHAPE}
      load={(query, signal) => api(inspectionListInquiry, inspectionListPayload(query), { signal })}
      rowKey={(r) => r.inspectionId}
      columns={columns}
      intro={<Alert type="info" showIcon message={t('inspection.intro')} />}
      search={{
        formName: 'inspectionSearch',
        fields: (
          <>
            <Form.Item name="keyword" label={t('inspection.filter.keyword')}>
              <Input allowClear maxLength={100} placeholder={t('filter.keywordPlaceholder')} />
            </Form.Item>
            <Form.Item name="result" label={t('inspection.filter.result')}>
              <Select
                allowClear
                placeholder={t('filter.any')}
                options={(['passed', 'failed'] as const).map((value) => ({
                  value,
                  label: t(`inspection.result.${value}`),
                }))}
              />
            </Form.Item>
          </>
        ),
        // An empty filter is no choice: the select then shows its placeholder.
        fromFilters: (filters) => ({ keyword: filters.keyword, result: filters.result || undefined }),
      }}
      tabs={INSPECTION_TABS.map((key) => ({ key, label: t(`inspection.tab.${key}`) }))}
      expandable={{
        expandedRowRender: (r) => (
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={r.items}
            columns={[
              { key: 'item', title: t('inspection.column.items'), render: (_, i) => t(`inspection.item.${i.code}`) },
              {
                key: 'result',
                title: t('inspection.column.result'),
                width: 140,
                render: (_, i) => (
                  <ResultTag
                    passed={i.passed}
                    text={t(i.passed ? 'inspection.result.passed' : 'inspection.result.failed')}
                  />
                ),
              },
              { key: 'note', title: t('inspection.column.note'), render: (_, i) => i.note || '-' },
            ]}
          />
        ),
      }}
      empty={() => (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{t('inspection.empty')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('inspection.emptyHint')}</Typography.Text>
            </>
          }
        />
      )}
      scrollX={900}
    />
  );
}
