import {
  itemCreate,
  itemDetailsInquiry,
  itemModify,
  itemPublish,
  itemQrcode,
  itemTimedRelease,
} from '@sc/contract/calls/items.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session.ts';

export type ProductDetail = CallResponse<typeof itemDetailsInquiry>;
export type ProductPayload = CallRequest<typeof itemCreate>;

// Everything under 'products' is one shop's product data: a save refreshes lists and details alike.
export const productKeys = {
  all: ['products'] as const,
  detail: (shopId: string | undefined, productId: string, locale: string) =>
    [...productKeys.all, 'detail', shopId ?? '', productId, locale] as const,
  qr: (shopId: string | undefined, productId: string) => [...productKeys.all, 'qr', shopId ?? '', productId] as const,
};

/** Not found (10009) is an answer here, not a failure: the page says so. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.replyCode === '10009';

export function useProductDetail(productId: string | undefined) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: productKeys.detail(shopId, productId ?? '', currentLocale()),
    queryFn: ({ signal }) => api(itemDetailsInquiry, { productId: productId ?? '' }, { signal }),
    enabled: productId !== undefined,
    retry: false,
  });
}

export function useProductQr(productId: string, enabled: boolean) {
  const { shopId } = useSession();
  return useQuery({
    queryKey: productKeys.qr(shopId, productId),
    queryFn: ({ signal }) => api(itemQrcode, { productId }, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: productKeys.all });
}

/** Create or modify: the form's one save. */
export function useSaveProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ productId, payload }: { productId?: string; payload: ProductPayload }) =>
      productId ? api(itemModify, { ...payload, productId }) : api(itemCreate, payload),
    onSuccess: refresh,
  });
}

export function useProductShelfActions() {
  const refresh = useRefresh();
  return {
    publish: useMutation({
      mutationFn: (input: { productId: string; onShelf: 'y' | 'n' }) => api(itemPublish, input),
      onSuccess: refresh,
    }),
    schedule: useMutation({
      mutationFn: (input: { productId: string; releaseAt: string | null }) => api(itemTimedRelease, input),
      onSuccess: refresh,
    }),
  };
}
