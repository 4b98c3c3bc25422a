import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REVIEW_LIST_PATH } from './review-paths.ts';

/** A review id that names nothing in this shop, or a load that failed. */
export function ReviewMissing({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status={failed ? 'error' : '404'}
        title={t(failed ? 'missing.failed' : 'missing.title')}
        subTitle={failed ? undefined : t('missing.text')}
        extra={[
          failed && onRetry ? (
            <Button key="retry" type="primary" onClick={onRetry}>
              {t('missing.retry')}
            </Button>
          ) : null,
          <Button key="list" onClick={() => void navigate(REVIEW_LIST_PATH)}>
            {t('missing.toList')}
          </Button>,
        ]}
      />
    </Card>
  );
}
