import { deliveryCancel } from '@sc/contract/calls/shipping.ts';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { useRefreshAfterParcel } from './parcel-queries.ts';
import { type ParcelRef, ReissueModal } from './ReissueModal.tsx';

export type { ParcelRef } from './ReissueModal.tsx';

/**
 * What the shop may still do with a parcel the carrier has not picked up: cancel it
 * (/oms/dms/order/cancel, behind a confirmation; its units go back to the order) and reissue its
 * waybill (/oms/dms/express/reissue, in a dialog). Each refreshes the parcels list, the order lists
 * and the order. `links` draws them as a table row's link buttons.
 */
export function ParcelActions({
  parcel,
  canCancel,
  canReissue,
  links = false,
}: {
  parcel: ParcelRef;
  canCancel: boolean;
  canReissue: boolean;
  links?: boolean;
}) {
  const { t } = useTranslation('shipping');
  const { message } = App.useApp();
  const refresh = useRefreshAfterParcel();
  const [busy, setBusy] = useState(false);
  const [reissuing, setReissuing] = useState(false);
  if (!canCancel && !canReissue) return null;
  const waybill = parcel.waybillNo;

  const cancel = async () => {
    setBusy(true);
    try {
      await api(deliveryCancel, { shipmentId: parcel.shipmentId }, { quiet: true });
      void message.success(t('parcelAction.cancelled', { waybill }));
      await refresh(parcel.orderId);
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.replyText);
    } finally {
      setBusy(false);
    }
  };

  const look = links ? ({ type: 'link', size: 'small' } as const) : {};
  return (
    <Flex gap={links ? 0 : 8} wrap vertical={links} align={links ? 'flex-start' : undefined}>
      {canReissue && (
        <Button {...look} onClick={() => setReissuing(true)} data-testid={`parcel-reissue-${waybill}`}>
          {t('parcelAction.reissue')}
        </Button>
      )}
      {canCancel && (
        <Popconfirm
          title={t('parcelAction.cancelQuestion', { waybill })}
          description={<div style={{ maxWidth: 300 }}>{t('parcelAction.cancelHint')}</div>}
          okText={t('parcelAction.cancel')}
          okButtonProps={{ danger: true }}
          cancelText={t('parcelAction.keep')}
          onConfirm={() => void cancel()}
        >
          <Button {...look} danger loading={busy} data-testid={`parcel-cancel-${waybill}`}>
            {t('parcelAction.cancel')}
          </Button>
        </Popconfirm>
      )}
      {reissuing && <ReissueModal parcel={parcel} onClose={() => setReissuing(false)} />}
    </Flex>
  );
}
