import { type APIRequestContext, request } from '@playwright/test';
import { call } from './settings-session.ts';

/** The marketplace simulator's demo platform operator (apps/server/src/seed/marketplace.ts). */
export const PLATFORM_OPERATOR = { loginAcct: 'platform-operator', password: 'PlatformOps2026' } as const;

interface Reply {
  data: Record<string, unknown> & { transactionStatus: { success: boolean; replyCode: string; replyText: string } };
}

/**
 * The platform side, as the marketplace simulator plays it: an API session of its own with
 * the operator cookie, apart from the merchant's browser. Each call names the shop.
 */
export class PlatformOperator {
  private constructor(private readonly http: APIRequestContext) {}

  static async signIn(baseURL: string): Promise<PlatformOperator> {
    const op = new PlatformOperator(await request.newContext({ baseURL }));
    await op.call('/oms/mkt/operator/login', { ...PLATFORM_OPERATOR });
    return op;
  }

  async call(path: string, payload: Record<string, unknown>): Promise<Reply['data']> {
    const res = await this.http.post(path, { data: { ...payload, sessionContext: { locale: 'en-US' } } });
    const body = (await res.json()) as Reply;
    if (!body.data.transactionStatus.success) {
      throw new Error(`${path}: ${body.data.transactionStatus.replyCode} ${body.data.transactionStatus.replyText}`);
    }
    return body.data;
  }

  async products(shopId: string): Promise<{ productId: string; title: string; status: string }[]> {
    const r = await this.call('/oms/mkt/shop/product/list/inquiry', { shopId, page: { pageSize: 100 } });
    return r.list as { productId: string; title: string; status: string }[];
  }

  async raise(input: {
    shopId: string;
    productId: string;
    type: string;
    severity: 'warn' | 'take_down' | 'halt';
    reason: string;
    requirement?: string;
    points?: number;
  }): Promise<string> {
    const r = await this.call('/oms/mkt/violation/raise', input);
    return String(r.violationId);
  }

  async decide(shopId: string, violationId: string, decision: 'pass' | 'fail', remark = ''): Promise<void> {
    await this.call('/oms/mkt/violation/appeal/decide', { shopId, violationId, decision, remark });
  }

  async inspect(input: {
    shopId: string;
    productId: string;
    kind: 'quality' | 'compliance';
    items: { code: string; passed: boolean; note?: string }[];
    remark?: string;
  }): Promise<void> {
    await this.call('/oms/mkt/inspection/record', input);
  }

  async commodity(shopId: string, productId: string, sales90d: number, score: number): Promise<void> {
    await this.call('/oms/mkt/commodity/inspection/record', { shopId, productId, sales90d, score });
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

/** The title prefix of the products these specs list, so they never touch another spec's products. */
export const QA_PREFIX = '[QA] ';
const QA_TITLES = ['เสื้อยืดคอกลม Cotton 100%', 'กระเป๋าผ้าแคนวาส', 'หูฟังบลูทูธไร้สาย', 'รองเท้าผ้าใบสีขาว'];

/**
 * Products of the shop this area's specs may raise violations on (their own, titled with
 * QA_PREFIX, not halted); missing ones the merchant lists through the product call.
 */
export async function productsToInspect(
  merchant: APIRequestContext,
  op: PlatformOperator,
  shopId: string,
  count: number,
): Promise<{ productId: string; title: string }[]> {
  const usable = (await op.products(shopId)).filter((p) => p.title.startsWith(QA_PREFIX) && p.status !== 'halted');
  for (let i = usable.length; i < count; i++) {
    const title = `${QA_PREFIX}${QA_TITLES[i % QA_TITLES.length]}`;
    const made = await call(merchant, '/oms/shop/item/mast/add', {
      title,
      code: `QA-${Date.now().toString(36)}-${i}`,
      categoryId: '100101',
      skus: [{ price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 }],
      images: ['https://img.alicdn.com/imgextra/cover.jpg'],
      shelf: 'on',
    });
    if (!made.transactionStatus.success) throw new Error(`add product: ${made.transactionStatus.replyText}`);
    usable.push({ productId: String(made.productId), title, status: 'on_sale' });
  }
  return usable.slice(0, count);
}

/**
 * Closes every open violation of the shop (the merchant appeals, the platform passes it), so
 * the specs leave the shop's action centre as they found it: nothing waiting.
 */
export async function settleOpenViolations(merchant: APIRequestContext, op: PlatformOperator, shopId: string) {
  const list = async (status: string) =>
    (await op.call('/oms/mkt/violation/list/inquiry', { shopId, status, page: { pageSize: 500 } })).list as {
      violationId: string;
    }[];
  for (const v of await list('pending')) {
    const r = await call(merchant, '/oms/shop/violation/appeal', {
      violationId: v.violationId,
      kind: 'appeal',
      explanation: 'Settled after the browser test.',
    });
    if (!r.transactionStatus.success) throw new Error(`appeal: ${r.transactionStatus.replyText}`);
  }
  for (const v of await list('appealing')) await op.decide(shopId, v.violationId, 'pass', 'Settled.');
}
