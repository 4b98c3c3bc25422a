import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A product id that names nothing in this shop, or a load that failed. */
export function ProductMissing({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('items');
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
          <Link key="list" to="/shop/index">
            <Button>{t('missing.toList')}</Button>
          </Link>,
        ]}
      />
    </Card>
  );
}
