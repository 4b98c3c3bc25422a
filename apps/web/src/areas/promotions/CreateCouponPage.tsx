import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CouponForm } from './CouponForm.tsx';
import { useCoupon } from './coupon-queries.ts';
import { isCouponId } from './paths.ts';
import styles from './promotions.module.css';

/**
 * /promotion/createCoupon (FUNC.coupons): a new coupon, or a copy of one (`?copy=<id>`: all its
 * rules but the code and times), with how it reads to a buyer and what buyers pay with it.
 */
export default function CreateCouponPage() {
  const { t } = useTranslation('promotions');
  const [params] = useSearchParams();
  const copy = params.get('copy');
  const source = useCoupon(isCouponId(copy) ? copy : undefined);
  if (isCouponId(copy) && source.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <>
      {source.data && (
        <Alert
          type="info"
          showIcon
          className={styles.copyNotice}
          title={t('form.copyOf', { code: source.data.code })}
        />
      )}
      <CouponForm key={source.data?.couponId ?? 'new'} copyFrom={source.data} />
    </>
  );
}
