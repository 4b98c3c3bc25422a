// Addresses outside this app. The deployment names the real ones at build time
// (VITE_HELP_CENTRE_URL, VITE_STOREFRONT_ITEM_URL); the defaults only keep a local build usable.

/** The help centre: opened in a new tab from the top bar. */
export const HELP_CENTRE_URL: string = import.meta.env.VITE_HELP_CENTRE_URL ?? 'https://help.example.com/seller';

/** The shop's public item page on the buyer site; Store Preview adds ?codShopId=<shop id>. */
export const STOREFRONT_ITEM_URL: string =
  import.meta.env.VITE_STOREFRONT_ITEM_URL ?? 'https://shop.example.com/store/items';

export function storePreviewUrl(shopId: string): string {
  const url = new URL(STOREFRONT_ITEM_URL, window.location.origin);
  url.searchParams.set('codShopId', shopId);
  return url.toString();
}
