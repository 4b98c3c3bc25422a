import {
  DEFAULT_RECTIFY_DAYS,
  violationAppeal,
  violationDetailInquiry,
  violationListInquiry,
} from '@sc/contract/calls/compliance.ts';
import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { violationDecide, violationRaise } from '@sc/contract/calls/marketplace.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import { fillParams } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceJobs } from '../src/areas/compliance/jobs.ts';
import { blockedFromSale } from '../src/areas/compliance/product-effects.ts';
import { bangkokMinute } from '../src/bangkok-time.ts';
import { products, skus, violations } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

// Violations the platform raises and what the merchant can do about them (product issue:
// /shop/IllegalGoods; permanently halted products cannot be restored).

const DAY = 24 * 3600 * 1000;
let s: TestServer;
let demoShopId: string;
let operatorSession: { cookie: string; at: number } | undefined;
let ownerSession: { cookie: string; at: number } | undefined;
beforeAll(async () => {
  s = await startTestServer();
  demoShopId = String((await s.login(DEMO_ACCOUNTS.owner)).data.shopId);
});

// The tests move the clock by days: sessions (12 hours for operators, 7 days for merchants)
// are renewed before they would lapse.
async function operator() {
  const now = s.clock.now().getTime();
  if (!operatorSession || now - operatorSession.at > 11 * 3600 * 1000) {
    operatorSession = { cookie: (await s.operatorLogin()).cookie, at: now };
  }
  return operatorSession.cookie;
}

async function owner() {
  const now = s.clock.now().getTime();
  if (!ownerSession || now - ownerSession.at > 11 * 3600 * 1000) {
    ownerSession = { cookie: (await s.login(DEMO_ACCOUNTS.owner)).cookie, at: now };
  }
  return ownerSession.cookie;
}
afterAll(() => s.close());

let serial = 0;
/** A product on sale in the demo shop, with one SKU. */
async function product(title = 'เสื้อยืดคอกลม', status = 'on_sale') {
  serial++;
  const [row] = await s.db
    .insert(products)
    .values({ shopId: demoShopId, title: `${title} ${serial}`, code: `CMP-${serial}`, categoryId: '0', status })
    .returning({ id: products.id });
  if (!row) throw new Error('no product');
  await s.db
    .insert(skus)
    .values({ shopId: demoShopId, productId: row.id, price: 19000, marketPrice: 25000, stock: 10 });
  return row.id;
}

async function productRow(id: number) {
  const [row] = await s.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error('no product row');
  return row;
}

async function raise(productId: number, over: Partial<CallRequest<typeof violationRaise>> = {}) {
  const r = await s.call(
    violationRaise,
    {
      shopId: demoShopId,
      productId: String(productId),
      type: 'misleading',
      severity: 'warn',
      reason: 'Main image shows accessories not in the box',
      requirement: 'Use a photo of what the buyer gets',
      points: 2,
      ...over,
    },
    { cookie: await operator() },
  );
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return violationRaise.response.parse(r.data);
}

async function submit(violationId: string, kind: 'rectify' | 'appeal' = 'rectify', cookie?: string) {
  return s.call(
    violationAppeal,
    {
      violationId,
      kind,
      explanation: 'The main image now shows only the shirt.',
      evidenceUrls: ['https://img.alicdn.com/evidence/a.jpg'],
    },
    { cookie: cookie ?? (await owner()) },
  );
}

async function decide(violationId: string, decision: 'pass' | 'fail') {
  const r = await s.call(
    violationDecide,
    { shopId: demoShopId, violationId, decision, remark: decision === 'pass' ? 'OK' : 'Image still wrong' },
    { cookie: await operator() },
  );
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return violationDecide.response.parse(r.data);
}

async function detail(violationId: string, cookie?: string) {
  const r = await s.call(violationDetailInquiry, { violationId }, { cookie: cookie ?? (await owner()) });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return violationDetailInquiry.response.parse(r.data);
}

async function list(payload: CallRequest<typeof violationListInquiry> = {}, cookie?: string) {
  const r = await s.call(violationListInquiry, payload, { cookie: cookie ?? (await owner()) });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return violationListInquiry.response.parse(r.data);
}

const sweep = () => new Scheduler(s.db, s.clock, complianceJobs).runAll();
const blocked = (id: number) => s.db.transaction((tx) => blockedFromSale(new ShopScope(tx, demoShopId), [id]));

describe('a warning', () => {
  it('leaves the product on sale and waits for the merchant with its reason and deadline', async () => {
    const id = await product();
    const before = await list();
    const raised = await raise(id);
    expect(raised.productStatus).toBe('on_sale');
    expect(Date.parse(raised.deadlineAt) - s.clock.now().getTime()).toBeGreaterThan((DEFAULT_RECTIFY_DAYS - 1) * DAY);

    const after = await list();
    expect(after.tabCounts.pending).toBe(before.tabCounts.pending + 1);
    const row = after.list.find((v) => v.violationId === raised.violationId);
    expect(row).toMatchObject({
      productId: String(id),
      type: 'misleading',
      severity: 'warn',
      reason: 'Main image shows accessories not in the box',
      status: 'pending',
      canSubmit: 'y',
      points: 2,
    });
    const d = await detail(raised.violationId);
    expect(d.requirement).toBe('Use a photo of what the buyer gets');
    expect(d).toMatchObject({ canRectify: 'y', canAppeal: 'y', productMayReturn: 'y' });
    expect(d.events.map((e) => e.kind)).toEqual(['raised']);
    expect((await productRow(id)).openViolations).toBe(1);
    expect(await blocked(id)).toEqual(new Set());
  });

  it('is counted by the dashboard while it waits for the merchant, not while the platform reviews', async () => {
    const counts = async () =>
      dashboardActionInquiry.response.parse((await s.call(dashboardActionInquiry, {}, { cookie: await owner() })).data)
        .violations;
    const start = await counts();
    const raised = await raise(await product());
    expect(await counts()).toBe(start + 1);
    expect((await submit(raised.violationId)).status_.success).toBe(true);
    expect(await counts()).toBe(start);
  });
});

describe('a take-down', () => {
  it('takes the product off shelf until a rectification passes the recheck', async () => {
    const id = await product();
    const raised = await raise(id, { severity: 'take_down', type: 'price_manipulation' });
    expect(raised.productStatus).toBe('off_shelf');
    const p = await productRow(id);
    expect(p).toMatchObject({ status: 'off_shelf', offShelfReason: 'violation', openViolations: 1 });
    expect(await blocked(id)).toEqual(new Set([id]));
    expect((await detail(raised.violationId)).productMayReturn).toBe('n');

    const sent = await submit(raised.violationId, 'rectify');
    expect(sent.status_.success, sent.status_.replyText).toBe(true);
    expect(sent.data.status).toBe('appealing');
    const review = await list({ tab: 'appealing' });
    expect(review.list.map((v) => v.violationId)).toContain(raised.violationId);
    // Under review: no second submission.
    const again = await submit(raised.violationId);
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toBe(messages.violationUnderReview['en-US']);

    const decided = await decide(raised.violationId, 'pass');
    expect(decided.status).toBe('rectified');
    // The platform lifts the block; the merchant puts the product back on sale.
    expect(decided.productStatus).toBe('off_shelf');
    expect(await blocked(id)).toEqual(new Set());
    expect((await productRow(id)).openViolations).toBe(0);
    const d = await detail(raised.violationId);
    expect(d).toMatchObject({ status: 'rectified', productMayReturn: 'y', canSubmit: 'n' });
    expect(d.events.map((e) => e.kind)).toEqual(['raised', 'submitted', 'passed']);
    expect(d.events[1]).toMatchObject({
      submissionKind: 'rectify',
      evidenceUrls: ['https://img.alicdn.com/evidence/a.jpg'],
    });
    const closed = await list({ tab: 'closed' });
    expect(closed.list.map((v) => v.violationId)).toContain(raised.violationId);
    expect((await submit(raised.violationId)).status_.replyText).toBe(messages.violationClosed['en-US']);
  });

  it('goes back to the merchant when the recheck fails, who may try again before the deadline', async () => {
    const id = await product();
    const raised = await raise(id, { severity: 'take_down' });
    await submit(raised.violationId);
    expect((await decide(raised.violationId, 'fail')).status).toBe('pending');
    expect(await blocked(id)).toEqual(new Set([id]));
    const d = await detail(raised.violationId);
    expect(d.events.map((e) => e.kind)).toEqual(['raised', 'submitted', 'failed']);
    expect(d.events[2]?.text).toBe('Image still wrong');
    expect(d.canSubmit).toBe('y');
    expect((await submit(raised.violationId)).status_.success).toBe(true);
    expect(d.submissions + 1).toBe((await detail(raised.violationId)).submissions);
  });

  it('returns the points when an appeal shows there was no violation', async () => {
    const id = await product();
    const before = (await list()).pointsInWindow;
    const raised = await raise(id, { severity: 'take_down', points: 5 });
    expect((await list()).pointsInWindow).toBe(before + 5);
    await submit(raised.violationId, 'appeal');
    expect((await decide(raised.violationId, 'pass')).status).toBe('revoked');
    expect((await list()).pointsInWindow).toBe(before);
    expect(await blocked(id)).toEqual(new Set());
  });

  it('refuses the platform a decision when nothing waits for review', async () => {
    const raised = await raise(await product());
    const r = await s.call(
      violationDecide,
      { shopId: demoShopId, violationId: raised.violationId, decision: 'pass' },
      { cookie: await operator() },
    );
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r.status_.replyText).toBe(messages.violationNotUnderReview['en-US']);
  });
});

describe('a permanent halt', () => {
  it('halts the product, which no decision restores', async () => {
    const id = await product();
    const raised = await raise(id, { severity: 'halt', type: 'counterfeit', points: 12 });
    expect(raised.productStatus).toBe('halted');
    const d = await detail(raised.violationId);
    expect(d).toMatchObject({ canRectify: 'n', canAppeal: 'y', productMayReturn: 'n' });

    const rectify = await submit(raised.violationId, 'rectify');
    expect(rectify.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(rectify.status_.replyText).toBe(messages.violationHaltedNoRectify['en-US']);
    expect((await submit(raised.violationId, 'appeal')).status_.success).toBe(true);
    const decided = await decide(raised.violationId, 'pass');
    expect(decided).toEqual({ status: 'revoked', productStatus: 'halted' });
    expect((await productRow(id)).status).toBe('halted');
    expect(await blocked(id)).toEqual(new Set([id]));
    expect((await detail(raised.violationId)).productMayReturn).toBe('n');
  });

  it('refuses further violations on a halted product', async () => {
    const id = await product();
    await raise(id, { severity: 'halt' });
    const r = await s.call(
      violationRaise,
      { shopId: demoShopId, productId: String(id), type: 'spam_listing', severity: 'warn', reason: 'Again' },
      { cookie: await operator() },
    );
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r.status_.replyText).toBe(messages.productAlreadyHalted['en-US']);
  });
});

describe('the deadline', () => {
  it('refuses a submission once it has passed, naming it in Thai time', async () => {
    const raised = await raise(await product(), { rectifyDays: 1 });
    s.clock.advance(DAY + 60_000);
    const r = await submit(raised.violationId);
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r.status_.replyText).toBe(
      fillParams(messages.violationDeadlinePassed['en-US'], { deadline: bangkokMinute(new Date(raised.deadlineAt)) }),
    );
    expect((await detail(raised.violationId)).canSubmit).toBe('n');
  });

  it('turns an unanswered warning into a take-down, and an unanswered take-down into a permanent halt', async () => {
    const id = await product();
    const raised = await raise(id, { rectifyDays: 2 });
    await sweep();
    expect((await detail(raised.violationId)).severity).toBe('warn');

    s.clock.advance(2 * DAY + 60_000);
    await sweep();
    const escalated = await detail(raised.violationId);
    expect(escalated).toMatchObject({ severity: 'take_down', status: 'pending', canSubmit: 'y' });
    expect(Date.parse(escalated.deadlineAt) - s.clock.now().getTime()).toBeGreaterThan(
      (DEFAULT_RECTIFY_DAYS - 1) * DAY,
    );
    expect(escalated.events.map((e) => e.kind)).toEqual(['raised', 'escalated']);
    expect(await productRow(id)).toMatchObject({ status: 'off_shelf', offShelfReason: 'violation' });
    // Idempotent: a second run at the same time changes nothing.
    await sweep();
    expect((await detail(raised.violationId)).events).toHaveLength(2);

    s.clock.advance(DEFAULT_RECTIFY_DAYS * DAY + 60_000);
    await sweep();
    const expired = await detail(raised.violationId);
    expect(expired).toMatchObject({ status: 'expired', canSubmit: 'n', productMayReturn: 'n' });
    expect(expired.closedAt).not.toBeNull();
    expect((await productRow(id)).status).toBe('halted');
    expect((await productRow(id)).openViolations).toBe(0);
  });

  it('closes the appeal window of a halt without touching anything else', async () => {
    const id = await product();
    const raised = await raise(id, { severity: 'halt', rectifyDays: 1 });
    s.clock.advance(DAY + 60_000);
    await sweep();
    expect((await detail(raised.violationId)).status).toBe('expired');
    expect((await productRow(id)).status).toBe('halted');
  });

  it('waits while the platform reviews; a failed review past the deadline takes the step at once', async () => {
    const id = await product();
    const raised = await raise(id, { severity: 'take_down', rectifyDays: 1 });
    await submit(raised.violationId);
    s.clock.advance(DAY + 60_000);
    await sweep();
    expect((await detail(raised.violationId)).status).toBe('appealing');
    const decided = await decide(raised.violationId, 'fail');
    expect(decided).toEqual({ status: 'expired', productStatus: 'halted' });
  });
});

describe('the list', () => {
  it('filters by type, severity and keyword (title words or product id)', async () => {
    const a = await product('กระเป๋าหนังแท้');
    const b = await product('รองเท้าผ้าใบ');
    const va = await raise(a, { type: 'counterfeit', severity: 'take_down' });
    const vb = await raise(b, { type: 'wrong_category' });
    const ids = (l: Awaited<ReturnType<typeof list>>) => l.list.map((v) => v.violationId);
    expect(ids(await list({ type: 'counterfeit', page: { pageSize: 100 } }))).toContain(va.violationId);
    expect(ids(await list({ type: 'counterfeit', page: { pageSize: 100 } }))).not.toContain(vb.violationId);
    expect(ids(await list({ severity: 'warn', page: { pageSize: 100 } }))).not.toContain(va.violationId);
    expect(ids(await list({ keyword: 'กระเป๋าหนัง' }))).toEqual([va.violationId]);
    expect(ids(await list({ keyword: String(b) }))).toEqual([vb.violationId]);
    expect((await list({ keyword: '100%_' })).list).toEqual([]);
    const future = new Date(s.clock.now().getTime() + DAY).toISOString();
    expect((await list({ raisedFrom: future })).list).toEqual([]);
  });

  it('refuses evidence that is not an https link or an uploaded image', async () => {
    const raised = await raise(await product());
    const r = await s.call(
      violationAppeal,
      {
        violationId: raised.violationId,
        kind: 'appeal',
        explanation: 'Not a violation at all.',
        evidenceUrls: ['javascript:alert(1)'],
      },
      { cookie: await owner() },
    );
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors?.[0]?.message).toBe(formatValidatorMessage('mediaLinkNotHttps', 'en-US'));
  });
});

describe('isolation', () => {
  it('shows a shop none of another shop’s violations, and lets it act on none', async () => {
    const raised = await raise(await product());
    const other = (await s.login(OTHER.owner)).cookie;
    const theirs = await list({ page: { pageSize: 100 } }, other);
    expect(theirs.list.map((v) => v.violationId)).not.toContain(raised.violationId);
    expect(theirs.tabCounts).toEqual({ pending: 0, appealing: 0, closed: 0 });
    const seen = await s.call(violationDetailInquiry, { violationId: raised.violationId }, { cookie: other });
    expect(seen.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await submit(raised.violationId, 'appeal', other)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('lets the platform act only on the shop it names', async () => {
    const id = await product();
    const r = await s.call(
      violationRaise,
      { shopId: s.other.shopId, productId: String(id), type: 'misleading', severity: 'halt', reason: 'Wrong shop' },
      { cookie: await operator() },
    );
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await productRow(id)).status).toBe('on_sale');
    const raised = await raise(id);
    await submit(raised.violationId);
    const d = await s.call(
      violationDecide,
      { shopId: s.other.shopId, violationId: raised.violationId, decision: 'pass' },
      { cookie: await operator() },
    );
    expect(d.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const [v] = await s.db.select().from(violations).where(eq(violations.id, raised.violationId));
    expect(v?.status).toBe('appealing');
  });

  it('never acts on a product in the recycle bin or purged', async () => {
    const id = await product();
    await s.db.update(products).set({ deletedAt: s.clock.now() }).where(eq(products.id, id));
    const r = await s.call(
      violationRaise,
      { shopId: demoShopId, productId: String(id), type: 'misleading', severity: 'warn', reason: 'Gone' },
      { cookie: await operator() },
    );
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});
