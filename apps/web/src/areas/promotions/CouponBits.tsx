import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CouponState } from '@sc/contract/promotions.ts';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import { useCouponActions } from './coupon-queries.ts';
import { endAction, type Offer, offerText, stateTone } from './coupon-text.ts';
import { CREATE_COUPON_PATH } from './paths.ts';
import styles from './promotions.module.css';

export function CouponStateTag({ state }: { state: CouponState }) {
  const { t } = useTranslation('promotions');
  return (
    <Tag color={stateTone(state)} className={styles.tag} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** "฿50 off orders from ฿300" in the display language. */
export function useOfferText(): (offer: Offer) => string {
  const { t } = useTranslation('promotions');
  return (offer) => {
    const { key, params } = offerText(offer, (baht) => formatBaht(baht));
    return t(key, params);
  };
}

/**
 * Stop (or, before it opens, cancel) a coupon behind a confirmation; nothing when neither is
 * possible in its state.
 */
export function CouponEndButton({
  coupon,
  size,
  link,
}: {
  coupon: { couponId: string; code: string; state: CouponState };
  size?: 'small' | 'middle';
  link?: boolean;
}) {
  const { t } = useTranslation('promotions');
  const { message: toast } = App.useApp();
  const { stop } = useCouponActions();
  const action = endAction(coupon.state);
  if (!action) return null;
  const label = t(`list.${action}`);
  return (
    <Popconfirm
      title={t(action === 'stop' ? 'list.stopTitle' : 'list.cancelTitle', { code: coupon.code })}
      description={t(action === 'stop' ? 'list.stopText' : 'list.cancelText')}
      okText={label}
      cancelText={t('list.keep')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        stop.mutateAsync(coupon.couponId).then(
          () => void toast.success(t(action === 'stop' ? 'list.stopped' : 'list.cancelled', { code: coupon.code })),
          () => undefined, // the client has shown why
        )
      }
    >
      <Button
        type={link ? 'link' : 'default'}
        size={size ?? 'small'}
        danger
        data-testid="coupon-end"
        className={link ? styles.linkButton : undefined}
      >
        {label}
      </Button>
    </Popconfirm>
  );
}

/** The button that opens createCoupon. */
export function CreateCouponButton() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(CREATE_COUPON_PATH)}>
      {t('list.create')}
    </Button>
  );
}
