import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import {
  VIOLATION_POINTS_WINDOW_DAYS,
  VIOLATION_SEVERITIES,
  VIOLATION_TABS,
  VIOLATION_TYPES,
  type ViolationRow,
  violationListInquiry,
} from '@sc/contract/calls/compliance.ts';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Select,
  Statistic,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { FormValues } from '../../components/list/SearchForm.tsx';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './compliance.module.css';
import {
  isViolationTab,
  useViolationSummary,
  VIOLATION_QUERY_SHAPE,
  type ViolationFilterKey,
  type ViolationListAnswer,
  violationListPayload,
} from './compliance-queries.ts';
import { ProductBrief } from './ProductBrief.tsx';
import { ViolationDrawer } from './ViolationDrawer.tsx';
import { DeadlineText, SeverityTag, ViolationStatusTag } from './ViolationTags.tsx';

const DETAIL = 'violation';
const DAY = 'YYYY-MM-DD';

/** /shop/IllegalGoods: the violations the platform raised, by tab, each opened beside the list. */
export default function ViolationListPage() {
  const { t } = useTranslation('compliance');
  const [params, setParams] = useSearchParams();
  const openId = params.get(DETAIL);
  const tab = params.get('tab') ?? 'pending';
  const show = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(DETAIL, id);
      else next.delete(DETAIL);
      return next;
    });

  const columns: TableColumnsType<ViolationRow> = [
    {
      key: 'product',
      title: t('column.product'),
      width: 250,
      render: (_, v) => <ProductBrief product={v} showStatus />,
    },
    {
      key: 'violation',
      title: t('column.violation'),
      render: (_, v) => (
        <div>
          <Typography.Text strong>{t(`type.${v.type}`)}</Typography.Text>
          <div className={styles.reason} title={v.reason}>
            {v.reason}
          </div>
        </div>
      ),
    },
    {
      key: 'severity',
      title: t('column.severity'),
      width: 150,
      render: (_, v) => (
        <div>
          <SeverityTag severity={v.severity} />
          <div className={styles.meta}>
            {v.points > 0 ? t('points', { points: formatNumber(v.points) }) : t('noPoints')}
          </div>
        </div>
      ),
    },
    tab === 'closed'
      ? {
          key: 'result',
          title: t('column.result'),
          width: 170,
          render: (_, v) => (
            <div>
              <ViolationStatusTag status={v.status} />
              {v.closedAt && <div className={styles.meta}>{formatDateTime(v.closedAt)}</div>}
            </div>
          ),
        }
      : {
          key: 'deadline',
          title: t('column.deadline'),
          width: 170,
          render: (_, v) =>
            v.status === 'appealing' ? (
              <ViolationStatusTag status={v.status} />
            ) : (
              <DeadlineText deadline={v.deadlineAt} open />
            ),
        },
    {
      key: 'actions',
      title: t('column.actions'),
      fixed: 'right',
      // "แก้ไขหรืออุทธรณ์" (edit or appeal), the longest of the three languages, on one line.
      width: 160,
      render: (_, v) => (
        <Button type="link" size="small" onClick={() => show(v.violationId)}>
          {v.canSubmit !== 'y' ? t('action.view') : v.severity === 'halt' ? t('action.appeal') : t('action.handle')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<ViolationRow, ViolationFilterKey, ViolationListAnswer>
        call={violationListInquiry}
        shape={VIOLATION_QUERY_SHAPE}
        load={(query, signal) => api(violationListInquiry, violationListPayload(query), { signal })}
        rowKey={(v) => v.violationId}
        columns={columns}
        intro={<Summary />}
        search={{
          formName: 'violationSearch',
          fields: <SearchFields />,
          toFilters: formToFilters,
          fromFilters: filtersToForm,
        }}
        tabs={VIOLATION_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
        tabCounts={(r) => r.tabCounts}
        empty={(query) => {
          const key = isViolationTab(query.tab) ? query.tab : 'pending';
          return (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <Typography.Text strong>{t(`empty.${key}`)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t(`empty.${key}Hint`)}</Typography.Text>
                </>
              }
            />
          );
        }}
        scrollX={900}
      />
      <ViolationDrawer violationId={openId} onClose={() => show(null)} />
    </>
  );
}

/** The numbers that matter first: what waits for the merchant and the points lost lately. */
function Summary() {
  const { t } = useTranslation('compliance');
  const summary = useViolationSummary();
  const days = VIOLATION_POINTS_WINDOW_DAYS;
  return (
    <Card size="small">
      <div className={styles.summary}>
        <Statistic title={t('summary.pending')} value={summary.data?.pending ?? '-'} loading={summary.isLoading} />
        <Statistic title={t('summary.appealing')} value={summary.data?.appealing ?? '-'} loading={summary.isLoading} />
        <Statistic
          title={
            <Tooltip title={t('summary.pointsHint', { days })}>
              <span>
                {t('summary.points', { days })} <QuestionCircleOutlined />
              </span>
            </Tooltip>
          }
          value={summary.data?.points ?? '-'}
          loading={summary.isLoading}
        />
        <div className={styles.summaryIntro}>{t('intro')}</div>
      </div>
    </Card>
  );
}

function SearchFields() {
  const { t } = useTranslation('compliance');
  return (
    <>
      <Form.Item name="keyword" label={t('filter.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('filter.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="type" label={t('filter.type')}>
        <Select
          allowClear
          placeholder={t('filter.any')}
          options={VIOLATION_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="severity" label={t('filter.severity')}>
        <Select
          allowClear
          placeholder={t('filter.any')}
          options={VIOLATION_SEVERITIES.map((value) => ({ value, label: t(`severity.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="raised" label={t('filter.raised')}>
        <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}

function formToFilters(values: FormValues): Partial<Record<ViolationFilterKey, string>> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const range = Array.isArray(values.raised) ? (values.raised as (Dayjs | null)[]) : [];
  return {
    keyword: text(values.keyword),
    type: text(values.type),
    severity: text(values.severity),
    from: range[0] ? range[0].format(DAY) : '',
    to: range[1] ? range[1].format(DAY) : '',
  };
}

function filtersToForm(filters: Record<ViolationFilterKey, string>): FormValues {
  const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v, DAY).isValid() ? dayjs(v, DAY) : null);
  return {
    keyword: filters.keyword,
    type: filters.type || undefined,
    severity: filters.severity || undefined,
    raised: filters.from || filters.to ? [day(filters.from), day(filters.to)] : undefined,
  };
}
