import type { CampaignSkuInput } from '@sc/contract/calls/campaign.ts';
import {
  type CampaignIssue,
  type CampaignRules,
  type CampaignSkuDraft,
  campaignSkuIssues,
  campaignWarnings,
} from '@sc/contract/campaign.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { campaignMessages } from '@sc/contract/messages/campaign.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';

// The campaign registration form's rows and their rules: the server's own
// (@sc/contract/campaign.ts, campaignSkuIssues) in the server's words, checked as the merchant types.

/** One SKU row: the SKU's figures (baht) and the campaign price (decimal text) and stock typed. */
export interface CampaignSkuRow {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  salesPrice: number;
  mallStock: number;
  lowestPrice30: number;
  price: string | undefined;
  stock: number | undefined;
}

const satang = (baht: number) => Math.round(baht * 100);

export function toDrafts(rows: readonly CampaignSkuRow[]): CampaignSkuDraft[] {
  return rows.map((r) => ({
    skuId: r.skuId,
    price: r.price === undefined || r.price === '' ? null : bahtToSatang(r.price),
    stock: r.stock ?? null,
    salesPrice: satang(r.salesPrice),
    mallStock: r.mallStock,
    lowest30: satang(r.lowestPrice30),
    // The picker does not carry a product's category: the server says when it is not open.
    categoryId: '',
  }));
}

export function toSkus(rows: readonly CampaignSkuRow[]): CampaignSkuInput[] {
  return rows.map((r) => ({ skuId: r.skuId, price: r.price ?? '', stock: r.stock ?? 0 }));
}

const say = (i: CampaignIssue, locale: Locale) => fillParams(campaignMessages[i.key][locale], i.params);

/** The list's issues and each row's refusals and warnings, in the server's words. */
export function rowIssues(rows: readonly CampaignSkuRow[], rules: CampaignRules, locale: Locale) {
  const drafts = toDrafts(rows);
  const own = { ...rules, categoryIds: [] };
  const issues = campaignSkuIssues(drafts, own);
  const warnings = campaignWarnings(drafts, own);
  return {
    list: issues.filter((i) => i.field === 'skus').map((i) => say(i, locale)),
    any: issues.length > 0,
    row: (index: number) => ({
      errors: issues.filter((i) => i.field.startsWith(`skus.${index}.`)).map((i) => say(i, locale)),
      warnings: warnings.filter((w) => w.field.startsWith(`skus.${index}.`)).map((w) => say(w, locale)),
    }),
  };
}
