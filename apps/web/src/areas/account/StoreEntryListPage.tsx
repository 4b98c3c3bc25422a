import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { shopEnterListInquiry } from '@sc/contract/calls/account.ts';
import { DEFAULT_PAGE_SIZE, ENTRY_REVIEW_WORKING_DAYS, FIRST_PAGE } from '@sc/contract/constants.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { ENTRY_STATUS_TONE, type EntryRow, entryAction } from './entry-status.ts';
import { NoShop } from './NoShop.tsx';
import { PageHeading } from './PageHeading.tsx';
import { PlainFrame } from './PlainFrame.tsx';
import { StatusTag } from './StatusTag.tsx';
import styles from './StoreEntryListPage.module.css';
import { TextLink } from './TextLink.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';

const APPLY_PATH = '/storeentry';
const entryPath = (applyId: string) => `${APPLY_PATH}?${new URLSearchParams({ applyId })}`;

/** /storeentrylist: the user's applications to open a store (the form itself is /storeentry). */
export default function StoreEntryListPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The page number lives in the URL, so reload and back keep it.
  const pageNum = Math.max(FIRST_PAGE, Number(params.get('page')) || FIRST_PAGE);
  const loginFirst = useLoginRedirect('/storeentrylist');
  const entries = useCall(
    shopEnterListInquiry,
    { page: { pageNum, pageSize: DEFAULT_PAGE_SIZE } },
    {
      enabled: !loginFirst,
      placeholderData: keepPreviousData,
    },
  );

  if (loginFirst) return <Navigate to={loginFirst} replace />;

  const columns: TableColumnsType<EntryRow> = [
    {
      title: t('storeEntry.shopName'),
      dataIndex: 'shopName',
      render: (name: string) => name || <span className={styles.muted}>{t('storeEntry.unnamed')}</span>,
    },
    {
      title: t('storeEntry.status'),
      dataIndex: 'status',
      width: 160,
      render: (status: EntryRow['status']) => (
        <StatusTag tone={ENTRY_STATUS_TONE[status]}>{t(`storeEntry.states.${status}`)}</StatusTag>
      ),
    },
    {
      title: t('storeEntry.submittedAt'),
      dataIndex: 'submittedAt',
      width: 180,
      render: (v: string | null) => formatDateTime(v) || '—',
    },
    {
      title: t('storeEntry.reviewedAt'),
      dataIndex: 'reviewedAt',
      width: 180,
      render: (v: string | null) => formatDateTime(v) || '—',
    },
    { title: t('storeEntry.remark'), dataIndex: 'remark', render: (v: string) => v || '—' },
    {
      title: t('storeEntry.actions'),
      key: 'action',
      width: 150,
      render: (_: unknown, row) => (
        <TextLink to={entryPath(row.applyId)}>{t(`storeEntry.${entryAction(row.status)}`)}</TextLink>
      ),
    },
  ];

  const page = entries.data?.page;
  const empty = entries.isSuccess && page?.count === 0;
  const apply = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(APPLY_PATH)}>
      {t('storeEntry.apply')}
    </Button>
  );
  return (
    <PlainFrame>
      <PageHeading
        title={t('storeEntry.title')}
        subtitle={t('storeEntry.subtitle', { days: ENTRY_REVIEW_WORKING_DAYS })}
        extra={!empty && apply}
      />
      {empty ? (
        <NoShop title={t('storeEntry.emptyTitle')} text={t('storeEntry.emptyText')} />
      ) : (
        <div className={styles.panel}>
          <Table<EntryRow>
            rowKey="applyId"
            columns={columns}
            dataSource={entries.data?.list ?? []}
            loading={entries.isFetching}
            scroll={{ x: 900 }}
            pagination={{
              current: pageNum,
              pageSize: DEFAULT_PAGE_SIZE,
              total: page?.count ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setParams(next === FIRST_PAGE ? {} : { page: String(next) }),
            }}
          />
        </div>
      )}
    </PlainFrame>
  );
}
