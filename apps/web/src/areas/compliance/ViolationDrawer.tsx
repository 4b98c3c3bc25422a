import { Button, Drawer, Empty, Grid, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViolationDetail } from './compliance-queries.ts';
import { ViolationDetailView } from './ViolationDetailView.tsx';

/** The violation named by the URL (`?violation=<id>`), beside its list. */
export function ViolationDrawer({ violationId, onClose }: { violationId: string | null; onClose: () => void }) {
  const { t } = useTranslation('compliance');
  const detail = useViolationDetail(violationId);
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={violationId !== null}
      onClose={onClose}
      title={t('detail.title')}
      size={screens.md ? 640 : '100%'}
      destroyOnHidden
    >
      {detail.data ? (
        <ViolationDetailView violation={detail.data} />
      ) : detail.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.loadFailed')}>
          <Button onClick={() => void detail.refetch()}>{t('mobile.retry')}</Button>
        </Empty>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
