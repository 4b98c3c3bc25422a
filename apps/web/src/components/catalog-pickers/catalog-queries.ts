import { type CategoryTreeNode, categoryTree, merchantAuthBrand } from '@sc/contract/calls/catalog.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { useCall } from '../../api/use-call.ts';

export type AuthorizedBrand = CallResponse<typeof merchantAuthBrand>['list'][number];

/**
 * The pickers' calls. The tree is the platform's (one per language); the usable brands are the
 * shop's. A brand decision refreshes them with `invalidateCalls(client, CATALOG_PICKER_CALLS)`.
 */
export const CATALOG_PICKER_CALLS = [categoryTree, merchantAuthBrand] as const;

/** The platform's category tree in the current language; it rarely changes. */
export function useCategoryTree() {
  return useCall(
    categoryTree,
    {},
    {
      select: (r): CategoryTreeNode[] => r.list,
      staleTime: 30 * 60_000,
      retry: false,
    },
  );
}

/** The brands the shop may use today: "No brand" first, then its authorizations in force. */
export function useAuthorizedBrands() {
  return useCall(
    merchantAuthBrand,
    {},
    {
      select: (r): AuthorizedBrand[] => r.list,
      staleTime: 60_000,
      retry: false,
    },
  );
}
