import { SHIPMENT_STATUS } from '@sc/contract/calls/shipping.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type ShipmentStatus = (typeof SHIPMENT_STATUS)[number];

const COLOURS: Record<ShipmentStatus, string> = {
  shipped: 'blue',
  picked_up: 'cyan',
  in_transit: 'cyan',
  delivered: 'green',
  signed: 'green',
  intercepted: 'orange',
  refused: 'volcano',
  cancelled: 'default',
};

const known = (status: string): status is ShipmentStatus => (SHIPMENT_STATUS as readonly string[]).includes(status);

/**
 * A parcel's state as a coloured tag: booked and awaiting the carrier's pick-up, on its way,
 * delivered, stopped or refused (then back at the shop and received back), or cancelled.
 */
export function ParcelStatusTag({
  parcel: p,
}: {
  parcel: { status: string; backAt: string | null; receivedBackAt: string | null };
}) {
  const { t } = useTranslation('shipping');
  if (!known(p.status)) return <Tag data-parcel-status={p.status}>{p.status}</Tag>;
  const comingBack = p.status === 'intercepted' || p.status === 'refused';
  const text =
    comingBack && p.receivedBackAt
      ? t('parcels.receivedBack')
      : comingBack && p.backAt
        ? t('parcels.backAtShop')
        : t(`parcels.status.${p.status}`);
  return (
    <Tag
      color={comingBack && p.receivedBackAt ? 'default' : COLOURS[p.status]}
      data-parcel-status={p.status}
      style={{ marginInlineEnd: 0 }}
    >
      {text}
    </Tag>
  );
}
