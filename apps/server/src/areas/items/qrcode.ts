import { storefrontItemUrl } from '@sc/contract/calls/items.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { findProduct } from './product-lookup.ts';

/** The buyer-side link of a product and its QR code as a PNG data URL (/oms/shop/item/qrcode). */
export async function productQrCode(shop: ShopScope, productId: string): Promise<{ url: string; qrPng: string }> {
  const row = await findProduct(shop, productId);
  const url = storefrontItemUrl(String(row.id), shop.shopId);
  const QRCode = (await import('qrcode')).default;
  const qrPng = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { url, qrPng };
}
