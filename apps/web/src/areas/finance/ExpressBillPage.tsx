import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AgencyBillTab } from './AgencyBillTab.tsx';
import { ExpressBillTab } from './ExpressBillTab.tsx';
import { billPath } from './finance-queries.ts';

const TABS = ['express', 'agency'] as const;
type LogisticsTab = (typeof TABS)[number];

/**
 * /finance/logisticsorderdetails/{settlementId} (the bill's id): the bill's logistics bills, the
 * express bill (each order's freight) and the agency bill (?tab=agency: what the carriers charged
 * for its parcels).
 */
export default function ExpressBillPage() {
  const { t } = useTranslation('finance');
  const billId = useParams().settlementId ?? '';
  const [params, setParams] = useSearchParams();
  const tab: LogisticsTab = params.get('tab') === 'agency' ? 'agency' : 'express';
  const [period, setPeriod] = useState('');
  return (
    <Card
      title={<h2>{t(tab === 'agency' ? 'agency.title' : 'express.title', { period })}</h2>}
      extra={<Link to={billPath(billId)}>{t('invoice.back')}</Link>}
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'agency' ? { tab: 'agency' } : {}, { replace: true })}
        items={[
          {
            key: 'express',
            label: t('express.open'),
            children: <ExpressBillTab billId={billId} onPeriod={setPeriod} />,
          },
          { key: 'agency', label: t('agency.tab'), children: <AgencyBillTab billId={billId} onPeriod={setPeriod} /> },
        ]}
        destroyOnHidden
      />
    </Card>
  );
}
