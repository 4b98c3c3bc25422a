import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { dialog } from './orders-page.ts';
import { clickSettled, settled } from './overlays.ts';
import { call } from './settings-session.ts';

/** /order/parcels: the shop's parcels. */
export const PARCELS_PATH = '/order/parcels';

export interface Parcel {
  shipmentId: string;
  waybillNo: string;
}

/** Books a carrier for a paid order as the shop (a merchant shipment order, picked up): its parcel. */
export async function bookParcel(request: APIRequestContext, orderId: string, carrierCode = 'kerry'): Promise<Parcel> {
  const booked = await call(request, '/oms/merchant/shipment/order/create', {
    orderId,
    carrierCode,
    handover: 'pickup',
  });
  expect(booked.transactionStatus.success, booked.transactionStatus.replyText).toBe(true);
  return { shipmentId: String(booked.shipmentId), waybillNo: String(booked.waybillNo) };
}

/** The parcels list: its rows (cards on a phone) by waybill, and its search. */
export class ParcelsScreen {
  constructor(readonly page: Page) {}

  /** A parcel's row in the table, or its card on a phone. */
  row(waybill: string): Locator {
    return this.page.locator(`.ant-table-row:has([data-parcel="${waybill}"]), article[data-parcel="${waybill}"]`);
  }

  get rows(): Locator {
    return this.page.locator('.ant-table-row');
  }

  status(waybill: string): Locator {
    return this.row(waybill).locator('[data-parcel-status]').first();
  }

  async searchOrder(orderId: string, searchLabel: string): Promise<void> {
    await this.page.locator('#parcelSearch_orderId').fill(orderId);
    await this.page.locator('button[type="submit"]').filter({ hasText: searchLabel }).click();
    await expect(this.page).toHaveURL(new RegExp(`orderId=${orderId}`));
  }
}

/** The reissue dialog of a parcel (the list's row action, or the order page's). */
export class ReissueDialog {
  constructor(readonly page: Page) {}

  async open(waybill: string): Promise<void> {
    await this.page.getByTestId(`parcel-reissue-${waybill}`).first().click();
    await settled(dialog(this.page).root);
  }

  /** Switches from the carrier's new number (the default) to typing one. */
  async typeNumber(): Promise<void> {
    await this.page.getByTestId('reissue-mode-typed').click();
    await expect(this.waybill).toBeVisible();
  }

  get waybill(): Locator {
    return this.page.locator('#reissueForm_waybillNo');
  }

  /** The message under the waybill (not one fading out as the next comes in). */
  get waybillError(): Locator {
    return this.page
      .locator('.ant-form-item')
      .filter({ has: this.waybill })
      .locator('.ant-form-item-explain-error:not([class*="-leave"])');
  }

  async submit(): Promise<void> {
    await clickSettled(dialog(this.page).ok);
  }
}
