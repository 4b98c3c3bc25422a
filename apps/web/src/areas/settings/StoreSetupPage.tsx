import { Alert, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { ReceivingAccountsCard } from '../finance/index.ts';
import { StoreSetupForm } from './StoreSetupForm.tsx';
import { useStoreConfig } from './store-config-queries.ts';

/** /setting/storesetup: the customer-service setup behind customerType and the service rights. */
export default function StoreSetupPage() {
  const { t } = useTranslation('settings');
  const config = useStoreConfig();
  if (!config.data) {
    return (
      <Card>
        <Skeleton active loading={config.isLoading} paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <div style={{ maxWidth: 880 }}>
      {config.data.rightsSet === 'n' ? (
        <Alert type="warning" showIcon title={t('storeSetup.notSaved')} style={{ marginBottom: 16 }} />
      ) : (
        config.data.updatedAt && (
          <Typography.Paragraph type="secondary">
            {t('storeSetup.lastSaved', { time: formatDateTime(config.data.updatedAt) })}
          </Typography.Paragraph>
        )
      )}
      <StoreSetupForm config={config.data} />
      <div style={{ marginTop: 16 }}>
        <ReceivingAccountsCard />
      </div>
    </div>
  );
}
