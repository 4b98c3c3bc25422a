/**
 * Checkout through the promotion engine in a busy shop: the demo shop on PostgreSQL runs 20
 * promotions at once (10 discounts, each on one SKU; 5 full-scale promotions on chosen products,
 * each with three amount tiers; 5 coupons being collected), and one buyer checks out a cart of
 * four lines again and again through the marketplace's checkout (/oms/mkt/order/checkout, the
 * simulator's door): two lines at a discount price, two in a full-scale promotion whose second
 * tier the cart reaches. Each checkout reads the running activities, takes their stock with a
 * conditional UPDATE, reads the running full-scale promotions and the buyer's coupons, prices the
 * cart, reserves the stock and writes the order, its lines with each promotion's share and the
 * activity buys. Stock is set high enough that no run sells out.
 *
 * Ratios are to the raw node:http no-op at the same connection count. There is no goal: the row
 * tells what a checkout costs against the simplest call.
 */
import pg from 'pg';
import type { LoadMeasurement, Scenario, ScenarioResult, Skip } from '../scenario.ts';
import { postCall } from '../seller-centre.ts';
import { fillShop, measureCall, measureRawNoop, startItemsShop, type Target } from './items-shop.ts';

const OPERATOR = { loginAcct: 'platform-operator', password: 'PlatformOps2026' };
const OPERATOR_COOKIE = 'sc_op_sid';
const CHECKOUT_PATH = '/oms/mkt/order/checkout';
const PRODUCTS = 40;
const ACTIVITIES = 10;
const FULLSCALES = 5;
const COUPONS = 5;
const STOCK = 100_000_000;

/** The shop's on-sale SKUs (one per product), the 20 promotions, a buyer; answers the cart's SKUs and the buyer. */
async function fillPromotions(databaseUrl: string, shopId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE skus SET stock = $2 WHERE shop_id = $1`, [shopId, STOCK]);
    const { rows: skuRows } = await client.query<{ sku_id: string; product_id: string; price: string }>(
      `SELECT DISTINCT ON (p.id) s.id AS sku_id, p.id AS product_id, s.price
         FROM products p JOIN skus s ON s.shop_id = p.shop_id AND s.product_id = p.id
        WHERE p.shop_id = $1 AND p.status = 'on_sale' AND p.deleted_at IS NULL AND p.code LIKE 'BN-%'
        ORDER BY p.id, s.id LIMIT $2`,
      [shopId, ACTIVITIES + FULLSCALES],
    );
    if (skuRows.length < ACTIVITIES + FULLSCALES) throw new Error('too few on-sale products for the promotions');
    const { rows: owner } = await client.query<{ id: string }>(
      `SELECT user_id AS id FROM shop_members WHERE shop_id = $1 LIMIT 1`,
      [shopId],
    );
    const createdBy = owner[0]?.id ?? 'bench';
    const pad = (n: number) => n.toString(16).padStart(32, '0');
    for (let i = 0; i < ACTIVITIES; i++) {
      const sku = skuRows[i];
      if (!sku) continue;
      const id = pad(0xa000 + i);
      await client.query(
        `INSERT INTO activities (shop_id, id, name, start_at, end_at, created_by)
         VALUES ($1, $2, $3, now() - interval '1 hour', now() + interval '7 days', $4)`,
        [shopId, id, `Bench discount ${i + 1}`, createdBy],
      );
      await client.query(
        `INSERT INTO activity_skus (shop_id, activity_id, sku_id, product_id, price, stock)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [shopId, id, sku.sku_id, sku.product_id, Math.floor(Number(sku.price) * 0.8), STOCK],
      );
    }
    for (let i = 0; i < FULLSCALES; i++) {
      const sku = skuRows[ACTIVITIES + i];
      if (!sku) continue;
      const id = pad(0xf000 + i);
      await client.query(
        `INSERT INTO fullscale_promotions (shop_id, id, name, kind, reward_type, tiers, scope, start_at, end_at, created_by)
         VALUES ($1, $2, $3, 'amount', 'amount', $4::jsonb, 'products', now() - interval '1 hour', now() + interval '7 days', $5)`,
        [
          shopId,
          id,
          `Bench spend and save ${i + 1}`,
          JSON.stringify([
            { threshold: 10_000, reward: 500 },
            { threshold: 30_000, reward: 2_000 },
            { threshold: 100_000, reward: 8_000 },
          ]),
          createdBy,
        ],
      );
      await client.query(`INSERT INTO fullscale_products (shop_id, fullscale_id, product_id) VALUES ($1, $2, $3)`, [
        shopId,
        id,
        sku.product_id,
      ]);
    }
    for (let i = 0; i < COUPONS; i++) {
      await client.query(
        `INSERT INTO coupons (shop_id, id, name, code, type, value, min_spend, quantity, per_person, grant_start,
           grant_end, validity_days, audience, created_by)
         VALUES ($1, $2, $3, $4, 'amount', 1000, 0, 100000, 1, now() - interval '1 hour', now() + interval '7 days', 30, 'all', $5)`,
        [shopId, pad(0xc000 + i), `Bench coupon ${i + 1}`, `BENCH${i + 1}`, createdBy],
      );
    }
    const buyerId = pad(0xb000);
    await client.query(
      `INSERT INTO buyers (id, nickname, phone, address) VALUES ($1, 'ผู้ซื้อทดสอบความเร็ว', '0812345678', $2::jsonb)`,
      [
        buyerId,
        JSON.stringify({
          name: 'ผู้ซื้อทดสอบความเร็ว',
          phone: '0812345678',
          province: 'กรุงเทพมหานคร',
          district: 'ปทุมวัน',
          subDistrict: 'ลุมพินี',
          zipCode: '10330',
          detail: '1 ถนนวิทยุ',
        }),
      ],
    );
    // Two discounted SKUs and two in full-scale promotions, each line enough to reach the second tier.
    const lines = [
      { skuId: String(skuRows[0]?.sku_id), quantity: 1 },
      { skuId: String(skuRows[1]?.sku_id), quantity: 1 },
      { skuId: String(skuRows[ACTIVITIES]?.sku_id), quantity: Math.ceil(30_000 / Number(skuRows[ACTIVITIES]?.price)) },
      { skuId: String(skuRows[ACTIVITIES + 1]?.sku_id), quantity: 1 },
    ];
    await client.query('ANALYZE');
    return { buyerId, lines };
  } finally {
    await client.end();
  }
}

async function operatorCookie(baseUrl: string): Promise<string> {
  const reply = await postCall(baseUrl, '/oms/mkt/operator/login', OPERATOR);
  const sid = reply.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${OPERATOR_COOKIE}=`));
  if (!reply.success || !sid) throw new Error(`operator login failed (${reply.replyCode}: ${reply.replyText})`);
  return sid;
}

const TARGET_ID = 'checkout-20-promotions';
const TARGET_LABEL = 'checkout through the engine with 20 active promotions in the shop';

export const checkoutPromotions: Scenario = {
  id: 'checkout-promotions',
  title: 'Checkout through the promotion engine with 20 active promotions in the shop (PostgreSQL)',
  async run(ctx): Promise<ScenarioResult> {
    const notes: string[] = [];
    const skipped: Skip[] = [];
    const measurements: LoadMeasurement[] = [];
    const connections = [...new Set([1, ...ctx.settings.connections])];

    const shop = await startItemsShop(ctx);
    if (!shop) {
      skipped.push({ target: TARGET_ID, label: TARGET_LABEL, reason: 'PostgreSQL unreachable', failed: false });
      return { id: this.id, title: this.title, measurements, skipped, goals: [], notes };
    }
    try {
      ctx.log(`filling the demo shop with ${PRODUCTS} products and 20 running promotions`);
      await fillShop(shop.database.url, shop.shopId, PRODUCTS);
      const { buyerId, lines } = await fillPromotions(shop.database.url, shop.shopId);
      const target: Target = {
        id: TARGET_ID,
        label: TARGET_LABEL,
        path: CHECKOUT_PATH,
        body: { shopId: shop.shopId, buyerId, lines, payMethod: 'cod' },
      };
      const asOperator = { ...shop, cookie: await operatorCookie(shop.server.baseUrl) };
      const sample = await postCall(shop.server.baseUrl, CHECKOUT_PATH, target.body, asOperator.cookie);
      const priced = (JSON.parse(sample.body) as { data?: { goodsAmount?: string; totalAmount?: string } }).data;
      notes.push(
        `Cart of ${lines.length} lines: ${priced?.goodsAmount ?? '?'} baht of goods paid ${priced?.totalAmount ?? '?'} (two at a discount price, two in a full-scale promotion past its second tier); ${ACTIVITIES} discounts, ${FULLSCALES} full-scale promotions and ${COUPONS} coupons running. The buyer holds no coupon, so the coupons are read and none taken.`,
      );
      measurements.push(...(await measureCall(ctx, asOperator, target, connections, ctx.settings.postgresUrl)));
    } finally {
      await shop.stop();
    }
    ctx.log('the raw node:http no-op, for the ratios');
    const raw = await measureRawNoop(ctx, connections);
    measurements.push(...raw);
    for (const m of measurements) {
      const base = raw.find((b) => b.connections === m.connections);
      m.ratio = base && base.rps > 0 ? m.rps / base.rps : null;
    }
    notes.push(
      'Every checkout writes: an order, its lines, the activity buys, an event, and the products’ sales counts; the rows grow through the run.',
    );
    return { id: this.id, title: this.title, measurements, skipped, goals: [], notes };
  },
};
