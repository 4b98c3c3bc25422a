// Addresses outside this app, named by the deployment at build time (see README, "Links to other
// sites"): VITE_HELP_CENTRE_URL and VITE_STOREFRONT_ITEM_URL. Without them there is no help centre
// link, and "Store preview" opens this app's own preview of the shop (/shop/preview).

const configured = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/** The help centre, opened in a new tab from the top bar; none when the build names none. */
export const HELP_CENTRE_URL: string | undefined = configured(import.meta.env.VITE_HELP_CENTRE_URL);

/** The shop's public item page on the buyer site; Store Preview adds ?codShopId=<shop id>. */
const STOREFRONT_ITEM_URL: string | undefined = configured(import.meta.env.VITE_STOREFRONT_ITEM_URL);

/** This app's read-only view of the shop as buyers see it. */
export const STORE_PREVIEW_PATH = '/shop/preview';

/** Where "Store preview" goes: the buyer site's page of the shop when configured, else this app's preview. */
export function storePreviewTarget(shopId: string): { external: string } | { path: string } {
  if (!STOREFRONT_ITEM_URL) return { path: STORE_PREVIEW_PATH };
  const url = new URL(STOREFRONT_ITEM_URL, window.location.origin);
  url.searchParams.set('codShopId', shopId);
  return { external: url.toString() };
}
