import type { CouponState } from '@sc/contract/promotions.ts';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { useCouponActions } from './coupon-queries.ts';

/** An order number as the merchant types it (the order list's digits). */
const ORDER_NUMBER = /^\d{1,18}$/;

/**
 * Compensate grant on couponDetails: while the coupon is being granted, the merchant gives one
 * to the buyer of one of the shop's orders by its order number (a late parcel, a missing part).
 * The server holds the quantity, the per-person limit and the audience; its refusal shows under
 * the order number.
 */
export function CompensateButton({ coupon }: { coupon: { couponId: string; code: string; state: CouponState } }) {
  const { t } = useTranslation('promotions');
  const { message: toast } = App.useApp();
  const { compensate } = useCouponActions();
  const [open, setOpen] = useState(false);
  const [orderId, setOrderId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  if (coupon.state !== 'granting') return null;

  const typed = orderId.trim();
  const invalid = typed !== '' && !ORDER_NUMBER.test(typed);
  const close = () => {
    setOpen(false);
    setOrderId('');
    setRefusal(null);
    compensate.reset();
  };
  const submit = () => {
    if (!ORDER_NUMBER.test(typed)) return;
    setRefusal(null);
    compensate.mutate(
      { couponId: coupon.couponId, orderId: typed },
      {
        onSuccess: (given) => {
          void toast.success(
            t('compensate.given', {
              code: coupon.code,
              buyer: given.buyerNickname,
              until: formatDateTime(given.usableUntil),
            }),
          );
          close();
        },
        onError: (error) => setRefusal(error instanceof ApiError ? error.replyText : t('compensate.failed')),
      },
    );
  };
  const help = refusal ?? (invalid ? t('compensate.digits') : undefined);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="coupon-compensate">
        {t('compensate.open')}
      </Button>
      <Modal
        open={open}
        title={t('compensate.title', { code: coupon.code })}
        okText={t('compensate.give')}
        cancelText={t('compensate.cancel')}
        onOk={submit}
        onCancel={close}
        okButtonProps={{ disabled: !ORDER_NUMBER.test(typed), loading: compensate.isPending }}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={submit}>
          <p>{t('compensate.text')}</p>
          <Form.Item
            label={t('compensate.order')}
            htmlFor="compensate-order"
            validateStatus={help ? 'error' : undefined}
            help={help}
          >
            <Input
              id="compensate-order"
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
              value={orderId}
              onChange={(e) => {
                setOrderId(e.target.value);
                setRefusal(null);
              }}
              onPressEnter={submit}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
