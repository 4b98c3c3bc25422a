import {
  itemCreate,
  itemDetailsInquiry,
  itemModify,
  itemPictureList,
  itemPublish,
  itemQrcode,
  itemTimedRelease,
} from '@sc/contract/calls/items.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { invalidateCalls, useCall } from '../../../api/use-call.ts';

export type ProductDetail = CallResponse<typeof itemDetailsInquiry>;
export type ProductPayload = CallRequest<typeof itemCreate>;

/** What a saved product can change: its detail, its QR link and the picture manager's list. */
const PRODUCT_FORM_CALLS = [itemDetailsInquiry, itemQrcode, itemPictureList] as const;

/** Marks every product answer of these screens stale (after a save, an import, a photo change). */
export function refreshProducts(client: QueryClient): Promise<void> {
  return invalidateCalls(client, PRODUCT_FORM_CALLS);
}

/** Not found (10009) is an answer here, not a failure: the page says so. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.replyCode === '10009';

export function useProductDetail(productId: string | undefined) {
  return useCall(
    itemDetailsInquiry,
    { productId: productId ?? '' },
    {
      enabled: productId !== undefined,
      retry: false,
    },
  );
}

export function useProductQr(productId: string, enabled: boolean) {
  return useCall(
    itemQrcode,
    { productId },
    {
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => refreshProducts(client);
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
