import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { BRAND_APPLY_STATUSES, type BrandApplyStatus, brandApplyList } from '@sc/contract/calls/catalog.ts';
import { PLATFORM_REVIEW_BUSINESS_DAYS } from '@sc/contract/constants.ts';
import { Alert, Button, Empty, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage, type ListTab } from '../../components/list/ListPage.tsx';
import type { ListQuery } from '../../components/list/list-query.ts';
import { BrandApplicationDrawer } from './BrandApplicationDrawer.tsx';
import { useBrandColumns } from './brand-columns.tsx';
import { ADD_PATH, EDIT_PATH } from './brand-paths.ts';
import type { BrandApplication } from './brand-queries.ts';

type Filter = 'keyword';
const ALL = 'all';
const TABS = [ALL, ...BRAND_APPLY_STATUSES] as const;
const SHAPE = { filterKeys: ['keyword'] as const, tabs: TABS };

function load(query: ListQuery<Filter>, signal: AbortSignal) {
  const status = query.tab === ALL ? undefined : (query.tab as BrandApplyStatus);
  return api(
    brandApplyList,
    {
      ...(status ? { status } : {}),
      ...(query.filters.keyword ? { keyword: query.filters.keyword } : {}),
      page: { pageNum: query.pageNum, pageSize: query.pageSize },
    },
    { signal },
  );
}

/**
 * /setting/brandSetting: the shop's brand applications and authorizations by status, with
 * the platform's reasons, and the way to apply, resubmit, withdraw or apply again.
 */
export default function BrandSettingPage() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<BrandApplication | null>(null);
  const columns = useBrandColumns({ onView: setViewing });
  const tabs: ListTab[] = TABS.map((key) => ({ key, label: key === ALL ? t('list.all') : t(`status.${key}`) }));

  const applyButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>
      {t('list.apply')}
    </Button>
  );

  return (
    <>
      <ListPage<BrandApplication, Filter, Awaited<ReturnType<typeof load>>>
        call={brandApplyList}
        shape={SHAPE}
        load={load}
        rowKey={(row) => row.applicationId}
        columns={columns}
        tabs={tabs}
        tabCounts={(r) => r.counts}
        intro={<Alert type="info" showIcon title={t('list.intro', { days: PLATFORM_REVIEW_BUSINESS_DAYS })} />}
        search={{
          formName: 'brandSearch',
          fields: (
            <Form.Item name="keyword" label={t('list.keyword')}>
              <Input allowClear placeholder={t('list.keywordPlaceholder')} maxLength={40} />
            </Form.Item>
          ),
        }}
        toolbar={applyButton}
        empty={() => (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{t('list.empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('list.emptyHint')}</Typography.Text>
              </>
            }
          >
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('list.apply')}
            </Button>
          </Empty>
        )}
        scrollX={900}
      />
      {viewing && (
        <BrandApplicationDrawer
          application={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => navigate(`${EDIT_PATH}?id=${viewing.applicationId}`)}
        />
      )}
    </>
  );
}
