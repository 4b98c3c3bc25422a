import { type CategoryTreeNode, categoryTree, merchantAuthBrand } from '@sc/contract/calls/catalog.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';

export type AuthorizedBrand = CallResponse<typeof merchantAuthBrand>['list'][number];

/**
 * Cache keys of the pickers. The tree is the platform's (one per language); the usable brands
 * are the shop's. `catalogKeys.all` refreshes both (after a brand decision, say).
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  tree: (locale: string) => [...catalogKeys.all, 'categoryTree', locale] as const,
  brands: (shopId: string | undefined, locale: string) =>
    [...catalogKeys.all, 'authorizedBrands', shopId ?? '', locale] as const,
};

/** The platform's category tree in the current language; it rarely changes. */
export function useCategoryTree() {
  return useQuery({
    queryKey: catalogKeys.tree(currentLocale()),
    queryFn: async ({ signal }): Promise<CategoryTreeNode[]> => (await api(categoryTree, {}, { signal })).list,
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** The brands the shop may use today: "No brand" first, then its authorizations in force. */
export function useAuthorizedBrands() {
  const { shopId } = useSession();
  return useQuery({
    queryKey: catalogKeys.brands(shopId, currentLocale()),
    queryFn: async ({ signal }): Promise<AuthorizedBrand[]> => (await api(merchantAuthBrand, {}, { signal })).list,
    staleTime: 60_000,
    retry: false,
  });
}
