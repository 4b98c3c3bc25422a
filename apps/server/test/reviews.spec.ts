import {
  type BuyerReviewInput,
  buyerReviewAdd,
  REVIEW_REPLY_MAX,
  reviewDetailsInquiry,
  reviewListInquiry,
  reviewReplyAdd,
  reviewReplyModify,
  reviewReportAdd,
  reviewReportDecide,
  reviewReportList,
  reviewSummaryInquiry,
} from '@sc/contract/calls/reviews.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyerReview } from '../src/areas/reviews/buyer-reviews.ts';
import { newId } from '../src/db/ids.ts';
import { products, reviews, skus } from '../src/db/schema.ts';
import { seedReviews } from '../src/seed/reviews.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let owner: string;
let shopId: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s.close());

/** A product of `shop` with a colour × size matrix of two SKUs. */
async function makeProduct(shop: string, title: string) {
  const [p] = await s.db
    .insert(products)
    .values({
      shopId: shop,
      title,
      code: `RV-${newId().slice(0, 8)}`,
      categoryId: '0',
      specs: [
        { name: 'Colour', values: ['Black'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      images: [`/media/demo/${title.replace(/\W/g, '')}.jpg`],
      status: 'on_sale',
    })
    .returning({ id: products.id });
  if (!p) throw new Error('no product');
  const made = await s.db
    .insert(skus)
    .values([
      { shopId: shop, productId: p.id, specValues: ['Black', 'S'], price: 19900, marketPrice: 25900, stock: 10 },
      {
        shopId: shop,
        productId: p.id,
        specValues: ['Black', 'M'],
        price: 19900,
        marketPrice: 25900,
        stock: 10,
        imageUrl: '/media/demo/black-m.jpg',
        sort: 1,
      },
    ])
    .returning({ id: skus.id });
  return { productId: String(p.id), skuIds: made.map((k) => String(k.id)) };
}

async function review(
  product: { productId: string; skuIds: string[] },
  over: Partial<BuyerReviewInput> & { daysAgo: number },
) {
  const { daysAgo, ...rest } = over;
  const { reviewId } = await createBuyerReview(
    s.db,
    {
      shopId,
      productId: product.productId,
      skuId: product.skuIds[0] ?? '',
      nickname: 'somchai',
      score: 5,
      text: 'ดีมาก',
      ...rest,
    },
    new Date(s.clock.now().getTime() - daysAgo * DAY),
  );
  return reviewId;
}

async function list(filter: Record<string, unknown> = {}, cookie = owner) {
  const r = await s.call(reviewListInquiry, filter, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return reviewListInquiry.response.parse(r.data);
}

async function summary() {
  const r = await s.call(reviewSummaryInquiry, {}, { cookie: owner });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return reviewSummaryInquiry.response.parse(r.data);
}

const reply = (reviewId: string, text: string, locale: Locale = 'en-US') =>
  s.call(reviewReplyAdd, { reviewId, text }, { cookie: owner, locale });

async function clearReviews() {
  await s.db.delete(reviews).where(eq(reviews.shopId, shopId));
}

describe('an empty shop', () => {
  it('lists nothing and scores zero', async () => {
    await clearReviews(); // the demo seed gives the shop reviews
    const l = await list();
    expect(l.list).toEqual([]);
    expect(l.tabCounts).toEqual({ all: 0, good: 0, medium: 0, poor: 0, not_replied: 0 });
    const sum = await summary();
    expect(sum).toMatchObject({ average: 0, total: 0, goodPercent: 0, meetsComplianceScore: 'n' });
    expect(sum.stars.map((x) => x.count)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('list, filters and counts', () => {
  let shirt: Awaited<ReturnType<typeof makeProduct>>;
  let mug: Awaited<ReturnType<typeof makeProduct>>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    await clearReviews();
    shirt = await makeProduct(shopId, 'Cotton T-shirt');
    mug = await makeProduct(shopId, 'Ceramic mug');
    ids.five = await review(shirt, {
      score: 5,
      daysAgo: 1,
      images: ['https://img.alicdn.com/review/a.jpg'],
      orderNo: 'TH100200300',
    });
    ids.four = await review(shirt, { score: 4, daysAgo: 2, nickname: 'สมหญิง', skuId: shirt.skuIds[1] });
    ids.three = await review(mug, { score: 3, daysAgo: 3, videoUrl: 'https://img.alicdn.com/review/v.mp4' });
    ids.two = await review(mug, { score: 2, daysAgo: 10, anonymous: 'y', nickname: 'kittipong' });
    ids.one = await review(shirt, {
      score: 1,
      daysAgo: 20,
      images: ['https://img.alicdn.com/review/b.jpg', 'https://img.alicdn.com/review/c.jpg'],
    });
    ids.oneMore = await review(mug, { score: 1, daysAgo: 40, text: 'แย่มาก' });
  });

  it('lists newest first with tab counts by score group', async () => {
    const l = await list();
    expect(l.list.map((r) => r.reviewId)).toEqual([ids.five, ids.four, ids.three, ids.two, ids.one, ids.oneMore]);
    expect(l.tabCounts).toEqual({ all: 6, good: 2, medium: 1, poor: 3, not_replied: 6 });
    expect(l.page).toEqual({ pageNum: 1, pageSize: 10, count: 6 });
  });

  it('shows product, SKU spec and a masked buyer', async () => {
    const l = await list();
    const four = l.list.find((r) => r.reviewId === ids.four);
    expect(four).toMatchObject({
      productId: shirt.productId,
      productTitle: 'Cotton T-shirt',
      skuId: shirt.skuIds[1],
      skuSpec: 'Colour: Black, Size: M',
      // The SKU's own photo before the product's cover.
      productImage: '/media/demo/black-m.jpg',
      buyerName: 'ส***ง',
      anonymous: 'n',
      score: 4,
      reply: null,
      report: null,
    });
    expect(l.list.find((r) => r.reviewId === ids.five)).toMatchObject({
      buyerName: 's***i',
      productImage: '/media/demo/CottonTshirt.jpg',
      orderNo: 'TH100200300',
    });
  });

  it('filters by tab, stars, media, product, order and time', async () => {
    const idsOf = async (f: Record<string, unknown>) => (await list(f)).list.map((r) => r.reviewId);
    expect(await idsOf({ tab: 'poor' })).toEqual([ids.two, ids.one, ids.oneMore]);
    expect(await idsOf({ tab: 'good' })).toEqual([ids.five, ids.four]);
    expect(await idsOf({ tab: 'medium' })).toEqual([ids.three]);
    expect(await idsOf({ scores: [1, 3] })).toEqual([ids.three, ids.one, ids.oneMore]);
    expect(await idsOf({ media: 'images' })).toEqual([ids.five, ids.one]);
    expect(await idsOf({ media: 'video' })).toEqual([ids.three]);
    expect(await idsOf({ media: 'with_media' })).toEqual([ids.five, ids.three, ids.one]);
    expect(await idsOf({ product: 'mug' })).toEqual([ids.three, ids.two, ids.oneMore]);
    expect(await idsOf({ product: mug.productId })).toEqual([ids.three, ids.two, ids.oneMore]);
    // Fewer than 3 digits is no SPU search; "%" is a plain character.
    expect(await idsOf({ product: mug.productId.slice(-2) })).toEqual([]);
    expect(await idsOf({ product: '%' })).toEqual([]);
    expect(await idsOf({ orderNo: '200300' })).toEqual([ids.five]);
    const now = s.clock.now().getTime();
    expect(
      await idsOf({
        createdFrom: new Date(now - 15 * DAY).toISOString(),
        createdTo: new Date(now - 2.5 * DAY).toISOString(),
      }),
    ).toEqual([ids.three, ids.two]);
    expect(await idsOf({ sort: 'score_asc', tab: 'poor' })).toEqual([ids.one, ids.oneMore, ids.two]);
    expect(await idsOf({ sort: 'oldest', tab: 'good' })).toEqual([ids.four, ids.five]);
  });

  it('counts tabs under the other filters', async () => {
    const l = await list({ product: 'shirt', tab: 'poor' });
    expect(l.list.map((r) => r.reviewId)).toEqual([ids.one]);
    expect(l.tabCounts).toEqual({ all: 3, good: 2, medium: 0, poor: 1, not_replied: 3 });
    expect(l.page.count).toBe(1);
  });

  it('pages', async () => {
    const first = await list({ page: { pageNum: 1, pageSize: 4 } });
    const second = await list({ page: { pageNum: 2, pageSize: 4 } });
    expect(first.list).toHaveLength(4);
    expect(second.list.map((r) => r.reviewId)).toEqual([ids.one, ids.oneMore]);
    expect(second.page.count).toBe(6);
  });

  it('refuses a time range that ends before it starts', async () => {
    const now = s.clock.now().getTime();
    const r = await s.call(
      reviewListInquiry,
      { createdFrom: new Date(now).toISOString(), createdTo: new Date(now - DAY).toISOString() },
      { cookie: owner, locale: 'th-TH' },
    );
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors).toEqual([{ field: 'createdTo', message: messages.reviewRangeReversed['th-TH'] }]);
  });

  it('summarises the score: average, stars, good share, compliance line', async () => {
    expect(await summary()).toEqual({
      average: 2.7, // 16 / 6
      total: 6,
      stars: [
        { score: 5, count: 1 },
        { score: 4, count: 1 },
        { score: 3, count: 1 },
        { score: 2, count: 1 },
        { score: 1, count: 2 },
      ],
      goodPercent: 33.3,
      notReplied: 6,
      withMedia: 3,
      meetsComplianceScore: 'n',
    });
  });

  it('shows the details with the whole nickname unless anonymous, and the product’s score', async () => {
    const four = await s.call(reviewDetailsInquiry, { reviewId: ids.four }, { cookie: owner });
    expect(four.status_.success).toBe(true);
    const d = reviewDetailsInquiry.response.parse(four.data);
    expect(d).toMatchObject({ buyerName: 'สมหญิง', productStatus: 'on_sale', productReviews: 3, productAverage: 3.3 });
    const two = reviewDetailsInquiry.response.parse(
      (await s.call(reviewDetailsInquiry, { reviewId: ids.two }, { cookie: owner })).data,
    );
    expect(two).toMatchObject({ buyerName: 'k***g', anonymous: 'y' });
  });

  it('a sub-account holding 0023 reads the reviews too', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
    expect((await list({}, cookie)).tabCounts.all).toBe(6);
  });
});

describe('replies', () => {
  let product: Awaited<ReturnType<typeof makeProduct>>;
  beforeAll(async () => {
    await clearReviews();
    product = await makeProduct(shopId, 'Reply product');
  });

  it('refuses an empty or blank reply, in the user’s language', async () => {
    const id = await review(product, { score: 2, daysAgo: 1 });
    for (const text of ['', '   \n ']) {
      const r = await reply(id, text, 'th-TH');
      expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
      expect(r.status_.fieldErrors).toEqual([{ field: 'text', message: messages.reviewReplyEmpty['th-TH'] }]);
    }
    const missing = await s.call(reviewReplyAdd, { reviewId: id }, { cookie: owner });
    expect(missing.status_.fieldErrors).toEqual([{ field: 'text', message: messages.reviewReplyEmpty['en-US'] }]);
  });

  it(`refuses a reply over ${REVIEW_REPLY_MAX} characters and takes one of exactly ${REVIEW_REPLY_MAX}`, async () => {
    const id = await review(product, { score: 1, daysAgo: 1 });
    const tooLong = await reply(id, 'ก'.repeat(REVIEW_REPLY_MAX + 1), 'zh-CN');
    expect(tooLong.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(tooLong.status_.fieldErrors).toEqual([{ field: 'text', message: messages.reviewReplyTooLong['zh-CN'] }]);
    expect(messages.reviewReplyTooLong['zh-CN']).toContain(String(REVIEW_REPLY_MAX));
    // Emoji count once each (code points), as the form's counter counts them.
    const ok = await reply(id, `  ${'😊'.repeat(REVIEW_REPLY_MAX)}  `);
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
  });

  it('replies once: the reply shows, the review leaves "not replied", a second reply is refused', async () => {
    const id = await review(product, { score: 1, daysAgo: 1 });
    const before = (await list()).tabCounts.not_replied;
    s.clock.advance(60_000);
    const at = s.clock.now().getTime();
    const r = await reply(id, '  ขออภัยในความไม่สะดวกค่ะ ทางร้านจะติดต่อกลับทางแชท  ');
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const sent = reviewReplyAdd.response.parse(r.data).reply;
    expect(sent).toMatchObject({
      text: 'ขออภัยในความไม่สะดวกค่ะ ทางร้านจะติดต่อกลับทางแชท',
      repliedBy: 'สมชาย ใจดี',
      editedAt: null,
      editsLeft: 1,
    });
    expect(Date.parse(sent.repliedAt)).toBeGreaterThanOrEqual(at);
    expect(Date.parse(sent.repliedAt)).toBeLessThanOrEqual(s.clock.now().getTime());

    const l = await list({ replied: 'replied' });
    expect(l.list.find((x) => x.reviewId === id)?.reply?.text).toBe(sent.text);
    expect((await list()).tabCounts.not_replied).toBe(before - 1);
    expect((await list({ tab: 'not_replied' })).list.map((x) => x.reviewId)).not.toContain(id);

    const again = await reply(id, 'อีกครั้ง', 'en-US');
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toBe(messages.reviewAlreadyReplied['en-US']);
    const details = reviewDetailsInquiry.response.parse(
      (await s.call(reviewDetailsInquiry, { reviewId: id }, { cookie: owner })).data,
    );
    expect(details.reply?.text).toBe(sent.text);
  });

  it('two replies at the same moment: exactly one is kept', async () => {
    const id = await review(product, { score: 3, daysAgo: 1 });
    const results = await Promise.all([reply(id, 'first'), reply(id, 'second')]);
    expect(results.filter((r) => r.status_.success)).toHaveLength(1);
    expect(results.filter((r) => r.status_.replyCode === REPLY.RULE_VIOLATED.code)).toHaveLength(1);
  });

  it('edits a reply once; a second edit, or an edit with no reply, is refused', async () => {
    const id = await review(product, { score: 2, daysAgo: 1 });
    const none = await s.call(reviewReplyModify, { reviewId: id, text: 'x' }, { cookie: owner });
    expect(none.status_.replyText).toBe(messages.reviewNotReplied['en-US']);
    expect((await reply(id, 'Sorry about that')).status_.success).toBe(true);
    s.clock.advance(60_000);
    const at = s.clock.now().getTime();
    const edit = await s.call(
      reviewReplyModify,
      { reviewId: id, text: 'Sorry, we sent a replacement' },
      { cookie: owner },
    );
    expect(edit.status_.success, edit.status_.replyText).toBe(true);
    const edited = reviewReplyModify.response.parse(edit.data).reply;
    expect(edited).toMatchObject({ text: 'Sorry, we sent a replacement', editsLeft: 0 });
    expect(Date.parse(edited.editedAt ?? '')).toBeGreaterThanOrEqual(at);
    const again = await s.call(reviewReplyModify, { reviewId: id, text: 'Third' }, { cookie: owner });
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toBe(messages.reviewReplyEditUsed['en-US']);
    const empty = await s.call(reviewReplyModify, { reviewId: id, text: ' ' }, { cookie: owner });
    expect(empty.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });
});

describe('reports to the platform', () => {
  let product: Awaited<ReturnType<typeof makeProduct>>;
  beforeAll(async () => {
    await clearReviews();
    product = await makeProduct(shopId, 'Report product');
  });

  it('reports once; an accepted report takes the review out of the score and the to-do', async () => {
    const good = await review(product, { score: 5, daysAgo: 2 });
    const bad = await review(product, { score: 1, daysAgo: 1, text: 'ร้านนี้โกง ไปซื้อร้านอื่น' });
    expect((await summary()).average).toBe(3);

    const other = await s.call(reviewReportAdd, { reviewId: bad, reason: 'other' }, { cookie: owner });
    expect(other.status_.fieldErrors).toEqual([{ field: 'note', message: messages.reviewReportNoteNeeded['en-US'] }]);

    const r = await s.call(reviewReportAdd, { reviewId: bad, reason: 'abusive', note: 'คำหยาบ' }, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect(reviewReportAdd.response.parse(r.data).report).toMatchObject({
      reason: 'abusive',
      note: 'คำหยาบ',
      status: 'pending',
      decidedAt: null,
    });
    const twice = await s.call(reviewReportAdd, { reviewId: bad, reason: 'fake' }, { cookie: owner });
    expect(twice.status_.replyText).toBe(messages.reviewAlreadyReported['en-US']);

    // The platform sees it in its queue and accepts it.
    const { cookie: operator } = await s.operatorLogin();
    const queue = reviewReportList.response.parse((await s.call(reviewReportList, {}, { cookie: operator })).data);
    expect(queue.list.find((x) => x.reviewId === bad)).toMatchObject({ shopId, shopName: 'Demo Shop', score: 1 });
    const decide = (decision: 'accepted' | 'rejected') =>
      s.call(reviewReportDecide, { shopId, reviewId: bad, decision, remark: 'ok' }, { cookie: operator });
    const accepted = await decide('accepted');
    expect(accepted.status_.success, accepted.status_.replyText).toBe(true);
    const sum = await summary();
    expect(sum).toMatchObject({ average: 5, total: 1, notReplied: 1 });
    expect((await list({ tab: 'not_replied' })).list.map((x) => x.reviewId)).toEqual([good]);
    // Still listed for the merchant, with the decision.
    const row = (await list()).list.find((x) => x.reviewId === bad);
    expect(row?.report).toMatchObject({ status: 'accepted', decisionRemark: 'ok' });
    const replyToRemoved = await reply(bad, 'ขอโทษค่ะ');
    expect(replyToRemoved.status_.replyText).toBe(messages.reviewRemoved['en-US']);
    expect((await decide('rejected')).status_.replyText).toBe(messages.reviewReportNotPending['en-US']);
    // Another shop's review is not found under this shop's id.
    const foreign = await s.call(
      reviewReportDecide,
      { shopId, reviewId: await s.foreignId('review'), decision: 'accepted' },
      { cookie: operator },
    );
    expect(foreign.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('isolation and buyer reviews', () => {
  it('never lists, shows or answers another shop’s review', async () => {
    await clearReviews();
    const foreign = await s.foreignId('review');
    expect((await list()).tabCounts.all).toBe(0);
    for (const [call, payload] of [
      [reviewDetailsInquiry, { reviewId: foreign }],
      [reviewReplyAdd, { reviewId: foreign, text: 'hi' }],
      [reviewReplyModify, { reviewId: foreign, text: 'hi' }],
      [reviewReportAdd, { reviewId: foreign, reason: 'abusive' }],
    ] as const) {
      const r = await s.call(call, payload, { cookie: owner });
      expect(r.status_.replyCode, call.path).toBe(REPLY.NOT_FOUND.code);
    }
    const [row] = await s.db.select().from(reviews).where(eq(reviews.id, foreign));
    expect(row?.replyText).toBeNull();
    expect(row?.reportStatus).toBeNull();
  });

  it('a buyer reviews only a SKU of the product, of that shop', async () => {
    const a = await makeProduct(shopId, 'Buyer A');
    const b = await makeProduct(shopId, 'Buyer B');
    const base = { shopId, nickname: 'x', score: 4 };
    await expect(
      createBuyerReview(s.db, { ...base, productId: a.productId, skuId: b.skuIds[0] ?? '' }, s.clock.now()),
    ).rejects.toMatchObject({ messageKey: 'reviewSkuNotOfProduct' });
    const foreignProduct = await s.foreignId('product');
    await expect(
      createBuyerReview(s.db, { ...base, productId: foreignProduct, skuId: a.skuIds[0] ?? '' }, s.clock.now()),
    ).rejects.toMatchObject({ messageKey: 'notFound' });
    await expect(
      createBuyerReview(s.db, { ...base, productId: a.productId, skuId: a.skuIds[0] ?? '', score: 6 }, s.clock.now()),
    ).rejects.toThrow();
  });
});

describe('buyers write reviews through the marketplace simulator', () => {
  it('an operator session writes a buyer’s review the merchant then sees', async () => {
    await clearReviews();
    const product = await makeProduct(shopId, 'Simulated product');
    const { cookie: operator } = await s.operatorLogin();
    const payload = {
      shopId,
      productId: product.productId,
      skuId: product.skuIds[1] ?? '',
      nickname: 'buyer_sim',
      score: 2,
      text: 'สีไม่ตรงกับรูป',
      images: ['https://img.alicdn.com/review/x.jpg'],
      orderNo: 'TH0001',
    };
    const made = await s.call(buyerReviewAdd, payload, { cookie: operator });
    expect(made.status_.success, made.status_.replyText).toBe(true);
    const reviewId = buyerReviewAdd.response.parse(made.data).reviewId;
    expect(reviewId).toMatch(/^[0-9a-f]{32}$/);
    const l = await list({ tab: 'poor' });
    expect(l.list).toHaveLength(1);
    expect(l.list[0]).toMatchObject({
      reviewId,
      buyerName: 'b***m',
      skuSpec: 'Colour: Black, Size: M',
      orderNo: 'TH0001',
    });

    const wrongSku = await s.call(
      buyerReviewAdd,
      { ...payload, skuId: await s.foreignId('sku') },
      { cookie: operator },
    );
    expect(wrongSku.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const noShop = await s.call(buyerReviewAdd, { ...payload, shopId: newId() }, { cookie: operator });
    expect(noShop.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const badScore = await s.call(buyerReviewAdd, { ...payload, score: 0 }, { cookie: operator });
    expect(badScore.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    // A merchant cannot write reviews of their own products.
    const merchant = await s.call(buyerReviewAdd, payload, { cookie: owner });
    expect(merchant.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
  });
});

describe('demo reviews', () => {
  it('seeds reviews of every score on the shop’s products, once', async () => {
    await clearReviews();
    const made = await seedReviews(s.db, shopId, s.clock.now());
    expect(made).toBeGreaterThanOrEqual(10);
    const l = await list({ page: { pageNum: 1, pageSize: 100 } });
    expect(l.tabCounts.all).toBe(made);
    expect(new Set(l.list.map((r) => r.score))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(l.list.some((r) => r.reply)).toBe(true);
    expect(l.list.some((r) => r.report?.status === 'pending')).toBe(true);
    expect(l.list.some((r) => r.anonymous === 'y')).toBe(true);
    expect(await seedReviews(s.db, shopId, s.clock.now())).toBe(0);
  });
});
