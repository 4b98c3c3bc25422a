import type { Locale } from '@sc/contract/locale.ts';
import { checkActivitySku, percentOff } from '@sc/contract/validators/activity-price.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';

// One SKU row of /promotion/selectactiveitem/{id} as the merchant edits it: the same price check
// the server runs (validators/activity-price.ts), its messages in the screen's language, and the
// price buyers will pay.

export interface SkuDraft {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  /** Baht, as the API carries them. */
  salesPrice: number;
  lowestPrice30: number;
  /** What the shop paid, baht; null when not recorded (then no loss is warned of). */
  purchasePrice: number | null;
  mallStock: number;
  reserved: number;
  /** Decimal text as typed ('149.00'); undefined when empty. */
  price: string | undefined;
  stock: number | undefined;
  perBuyer: number;
  /** Units already sold at the activity price (an activity under way). */
  sold: number;
}

export interface RowCheck {
  errors: string[];
  warnings: string[];
  /** The price buyers pay and the percent off, when the price reads. */
  preview: { price: number; percentOff: number } | null;
}

const satang = (baht: number) => Math.round(baht * 100);

export function checkRow(row: SkuDraft, locale: Locale, required: string): RowCheck {
  const price = row.price === undefined ? null : bahtToSatang(row.price);
  if (price === null || row.stock === undefined) return { errors: [required], warnings: [], preview: null };
  const sales = satang(row.salesPrice);
  const check = checkActivitySku({
    skuId: row.skuId,
    activityPrice: price,
    salesPrice: sales,
    mallStock: row.mallStock,
    reserved: row.reserved,
    activityStock: row.stock,
    lowest30: satang(row.lowestPrice30),
    bolSkipCheck: 'n',
    purchasePrice: row.purchasePrice === null ? null : satang(row.purchasePrice),
  });
  const text = (f: (typeof check.errors)[number]) => formatValidatorMessage(f.key, locale, f.params);
  return {
    errors: check.errors.map(text),
    warnings: check.warnings.map(text),
    preview: price <= sales ? { price: price / 100, percentOff: percentOff(price, sales) } : null,
  };
}
