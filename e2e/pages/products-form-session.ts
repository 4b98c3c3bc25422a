import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { readyToSell } from './products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from './settings-session.ts';

/** Signs the demo owner into Demo Shop Global in `locale`, ready to sell (no setup gate over the screens). */
export async function signInToSell(page: Page, locale: Locale): Promise<void> {
  await signInToGlobalShop(page, locale);
  await readyToSell(page.request);
}

/** Products of the signed-in shop whose code is `code` (the list's code search). */
export async function productsWithCode(request: APIRequestContext, code: string): Promise<{ productId: string }[]> {
  const r = await call(request, '/oms/shop/item/list/inquiry', { code, tab: 'all' });
  if (!r.transactionStatus.success) throw new Error(`list: ${r.transactionStatus.replyText}`);
  return (r.list ?? []) as { productId: string }[];
}

/** A code no earlier run used. */
export const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** Uploads a PNG as a main photo (the upload call, multipart) and answers its url. */
export async function uploadPhoto(request: APIRequestContext, path: string, usage = 'mainPhoto'): Promise<string> {
  const res = await request.post('/oms/p/image/upload', {
    multipart: {
      sessionContext: JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale: 'en-US' }),
      usage,
      file: { name: basename(path), mimeType: 'image/png', buffer: readFileSync(path) },
    },
  });
  const body = (await res.json()) as {
    data: { url?: string; transactionStatus: { success: boolean; replyText: string } };
  };
  if (!body.data.transactionStatus.success) throw new Error(`upload: ${body.data.transactionStatus.replyText}`);
  return String(body.data.url);
}

/** Creates a 2×3 product (colour × size) through the API, as the signed-in shop, and answers its id. */
export async function createMatrixProduct(
  request: APIRequestContext,
  input: { title: string; code: string; images: string[]; shelf?: 'on' | 'off'; over?: Record<string, unknown> },
): Promise<string> {
  const colours = ['ขาว', 'ดำ'];
  const sizes = ['S', 'M', 'L'];
  const r = await call(request, '/oms/shop/item/mast/add', {
    title: input.title,
    code: input.code,
    categoryId: '110101',
    keywords: 'เสื้อยืด ผ้าฝ้าย หน้าร้อน',
    description: 'ผ้าฝ้าย 100% ใส่สบาย ระบายอากาศดี\nซักเครื่องได้',
    specs: [
      { name: 'สี', values: colours },
      { name: 'ไซซ์', values: sizes },
    ],
    skus: colours.flatMap((c, i) =>
      sizes.map((s, j) => ({
        specValues: [c, s],
        code: `${input.code}-${i}${j}`,
        price: (199 + 10 * j).toFixed(2),
        marketPrice: '259.00',
        purchasePrice: '120.00',
        stock: i === 1 && j === 2 ? 1 : 20,
        warningLine: 2,
      })),
    ),
    images: input.images,
    weightGrams: 250,
    shelf: input.shelf ?? 'on',
    ...input.over,
  });
  if (!r.transactionStatus.success) throw new Error(`create: ${r.transactionStatus.replyText}`);
  return String(r.productId);
}
