import { orderDetailInquiry, orderListInquiry, orderStatistics } from '@sc/contract/calls/orders.ts';
import { carrierExpressList, deliveryList, deliveryOrderDetails } from '@sc/contract/calls/shipping.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateCall, invalidateCalls, useCall } from '../../../api/use-call.ts';

/** /order/parcels: the shop's parcels (catalogue entry /oms/dms/order/list). */
export const PARCEL_LIST_PATH = '/order/parcels';

/**
 * After a parcel is cancelled or its waybill reissued: the parcels list and its counts, the order
 * lists and their tab counts (a cancelled parcel puts its order back to ship), and the order's
 * detail and delivery.
 */
export function useRefreshAfterParcel(): (orderId: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (orderId: string) => {
      await Promise.all([
        invalidateCalls(client, [deliveryList, orderListInquiry, orderStatistics]),
        invalidateCall(client, orderDetailInquiry, { orderId }),
        invalidateCall(client, deliveryOrderDetails, { orderId }),
      ]);
    },
    [client],
  );
}

/** The carriers the shop ships with (catalogue entry /oms/dms/carrier/express/list), the default first. */
export function useShopCarriers(enabled: boolean) {
  return useCall(carrierExpressList, {}, { enabled, staleTime: 60_000 });
}
