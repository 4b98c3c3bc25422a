import { BRAND_AD_STATE, type BrandAdState } from '@sc/contract/brand-ads.ts';
import { Button, Card, Empty, Flex, Grid, Radio, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ColumnCards } from '../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { brandDetailsPath, brandRegistrationPath } from './ad-paths.ts';
import { AD_PAGE_SIZE } from './ad-queries.ts';
import { BrandActions, BrandDays, BrandState } from './BrandBits.tsx';
import { type BrandAdRow, useBrandAds, useModes } from './brand-queries.ts';

/**
 * /activityreport/advertisingsubmissionlist (FUNC.advertising): the brand-ad slots the platform
 * offers, each with its price and a way to register, and the shop's submissions by review state
 * with the operator's reason and the actions each state allows.
 */
export default function BrandListPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const modes = useModes();
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('brand.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('brand.intro')}</Typography.Paragraph>
        <h3>{t('brand.modesTitle')}</h3>
        <Flex gap={16} wrap>
          {(modes.data?.list ?? []).map((m) => (
            <Card key={m.modeId} size="small" style={{ flex: '1 1 220px' }}>
              <Statistic
                title={t(`brand.mode.${m.modeId}`)}
                value={t('brand.perDay', { price: formatBaht(m.pricePerDay) })}
              />
              <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">{t('brand.slots', { count: m.slotsPerDay })}</Typography.Text>
                <Button
                  type="primary"
                  aria-label={`${t('brand.register')} ${t(`brand.mode.${m.modeId}`)}`}
                  onClick={() => void navigate(brandRegistrationPath(m.modeId))}
                >
                  {t('brand.register')}
                </Button>
              </Flex>
            </Card>
          ))}
        </Flex>
      </Card>
      <Submissions />
    </Flex>
  );
}

function Submissions() {
  const { t } = useTranslation('advertising');
  const [state, setState] = useState<BrandAdState | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const ads = useBrandAds(state, pageNum);
  const narrow = Grid.useBreakpoint().md === false;
  const counts = ads.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const columns: TableColumnsType<BrandAdRow> = [
    {
      key: 'headline',
      title: t('brand.headline'),
      width: 220,
      render: (_, a) => (
        <Flex vertical>
          <Link to={brandDetailsPath(a.reportId)}>{a.headline}</Link>
          <Typography.Text type="secondary">{t(`brand.mode.${a.modeId}`)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'days', title: t('brand.days'), width: 220, render: (_, a) => <BrandDays ad={a} /> },
    { key: 'cost', title: t('brand.cost'), width: 120, align: 'right', render: (_, a) => formatBaht(a.cost) },
    { key: 'state', title: t('brand.state'), width: 180, render: (_, a) => <BrandState ad={a} /> },
    { key: 'reason', title: t('brand.reason'), width: 200, render: (_, a) => a.reason ?? '' },
    { key: 'actions', title: t('brand.actions'), width: 220, render: (_, a) => <BrandActions ad={a} /> },
  ];
  const rows = ads.data?.list ?? [];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('brand.empty')} />;
  const tabs = [
    { value: 'all', label: `${t('brand.all')} (${total})` },
    ...BRAND_AD_STATE.map((s) => ({ value: s, label: `${t(`brand.states.${s}`)} (${counts?.[s] ?? 0})` })),
  ];
  return (
    <Card title={<h2>{t('brand.listTitle')}</h2>}>
      <Radio.Group
        aria-label={t('brand.state')}
        optionType="button"
        value={state ?? 'all'}
        options={tabs}
        style={{ marginBottom: 16 }}
        onChange={(e) => {
          const k = String(e.target.value);
          setState(k === 'all' ? null : (k as BrandAdState));
          setPageNum(1);
        }}
      />
      {narrow ? (
        <ColumnCards<BrandAdRow>
          columns={columns}
          rows={rows}
          rowKey={(a) => a.reportId}
          label={t('brand.listTitle')}
          empty={empty}
        />
      ) : (
        <Table<BrandAdRow>
          aria-label={t('brand.listTitle')}
          rowKey="reportId"
          columns={columns}
          dataSource={rows}
          loading={ads.isPending}
          pagination={{
            current: pageNum,
            pageSize: AD_PAGE_SIZE,
            total: ads.data?.page.count ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          locale={{ emptyText: empty }}
          scroll={rows.length > 0 ? { x: 1160 } : undefined}
        />
      )}
    </Card>
  );
}
