import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrandApplyForm } from './BrandApplyForm.tsx';
import { initialValues } from './brand-form-model.ts';
import { EDIT_PATH, LIST_PATH } from './brand-paths.ts';
import { useApplication } from './brand-queries.ts';

/**
 * /setting/addBrandSetting (a new application; ?from=<id> starts from an earlier one, to
 * apply again) and /setting/editBrandSetting?id=<id> (change a rejected one and resubmit).
 */
export default function BrandApplyPage() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const editing = useLocation().pathname === EDIT_PATH;
  const [params] = useSearchParams();
  const sourceId = params.get(editing ? 'id' : 'from');
  const source = useApplication(sourceId);
  const back = (
    <Button type="primary" onClick={() => navigate(LIST_PATH)}>
      {t('form.backToList')}
    </Button>
  );

  if (editing && !sourceId) return <Result status="warning" title={t('form.loadFailed')} extra={back} />;
  if (sourceId && source.isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (sourceId && !source.data) return <Result status="warning" title={t('form.loadFailed')} extra={back} />;

  const application = source.data;
  if (editing && application && application.status !== 'rejected') {
    return (
      <Card>
        <Alert
          type="warning"
          showIcon
          title={t('form.notEditable', { status: t(`status.${application.status}`) })}
          action={back}
        />
      </Card>
    );
  }

  return (
    <Card>
      {editing && application ? (
        <Alert
          type="error"
          showIcon
          title={t('form.rejectedTitle')}
          description={application.reason}
          style={{ marginBottom: 24, maxWidth: 760 }}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('form.addIntro')}</Typography.Paragraph>
      )}
      <BrandApplyForm
        // A new source is a new form.
        key={application?.applicationId ?? 'new'}
        initial={initialValues(application, !editing)}
        {...(editing && application ? { applicationId: application.applicationId } : {})}
        {...(application?.brandId
          ? { currentBrand: { brandId: application.brandId, name: application.brandName } }
          : {})}
      />
    </Card>
  );
}
