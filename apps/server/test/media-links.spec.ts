import { userInfoInquiry, userUpdate } from '@sc/contract/calls/account.ts';
import { brandApply } from '@sc/contract/calls/catalog.ts';
import { violationAppeal } from '@sc/contract/calls/compliance.ts';
import { itemCreate, itemSkuPictureEdit, itemSpuPictureEdit } from '@sc/contract/calls/items.ts';
import { mktAfterSaleApply } from '@sc/contract/calls/marketplace-after-sales.ts';
import { buyerReviewAdd } from '@sc/contract/calls/reviews.ts';
import type { Call, CallRequest } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { SHARED_MEDIA_FOLDER } from '@sc/contract/validators/media-link.ts';
import { formatValidatorMessage, type ValidatorMessageKey } from '@sc/contract/validators/messages.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandApplications, products, skus, users } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { create, detail, productPayload } from './items-kit.ts';

// Every stored picture or link is this shop's upload (/media/<shop>/<file>) or an https link on
// an allowed host; anything else is refused on its field, in the user's language, and nothing
// changes. The spreadsheet import is checked in items-import.spec.ts.

let s: TestServer;
let owner: string;
let shopId: string;
let userId: string;
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  shopId = String(login.data.shopId);
  userId = login.data.userId;
});
afterAll(() => s.close());

const FILE = '0123456789abcdef0123456789abcdef';

/** Each refused value with the message it gets. */
function badLinks(): [string, ValidatorMessageKey][] {
  return [
    ['javascript:alert(1)', 'mediaLinkNotHttps'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'mediaLinkNotHttps'],
    ['data:text/html,<script>alert(1)</script>', 'mediaLinkInvalid'],
    ['http://img.alicdn.com/a.jpg', 'mediaLinkNotHttps'],
    ['https://evil.example/a.jpg', 'mediaLinkHostNotAllowed'],
    ['https://alicdn.com.evil.io/a.jpg', 'mediaLinkHostNotAllowed'],
    ['"><img src=x onerror=alert(1)>', 'mediaLinkInvalid'],
    ['https://img.alicdn.com/a.jpg"><img src=x onerror=alert(1)>', 'mediaLinkInvalid'],
    ['/media/../../etc/passwd', 'mediaLinkInvalid'],
    [`/media/${FILE}/../../../etc/passwd`, 'mediaLinkInvalid'],
    [`/media/${s.other.shopId}/${FILE}.jpg`, 'mediaLinkOtherShop'],
  ];
}

const mine = (ext = 'jpg') => `/media/${shopId}/${FILE}_w1200.${ext}`;

function message(key: ValidatorMessageKey, locale: Locale, value: string): string {
  return formatValidatorMessage(key, locale, { host: value.startsWith('https://') ? new URL(value).hostname : '' });
}

/** Sends `payload(bad)` for every bad link; each is refused on `field`, and `unchanged` still holds. */
async function refusesEach<C extends Call>(
  call: C,
  payload: (link: string) => CallRequest<C> | Record<string, unknown>,
  field: string,
  opts: { cookie: string; unchanged?: () => Promise<void>; skipOtherShop?: boolean },
) {
  const locales: Locale[] = ['th-TH', 'en-US', 'zh-CN'];
  let i = 0;
  for (const [bad, key] of badLinks()) {
    if (opts.skipOtherShop && key === 'mediaLinkOtherShop') continue;
    const locale = locales[i++ % locales.length] ?? 'en-US';
    const r = await s.call(call, payload(bad), { cookie: opts.cookie, locale });
    expect(r.status_.replyCode, `${call.path} ${bad}`).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors, `${call.path} ${bad}`).toEqual([{ field, message: message(key, locale, bad) }]);
    await opts.unchanged?.();
  }
}

const productCount = async () => Number((await s.db.select({ n: count() }).from(products))[0]?.n ?? 0);

describe('product pictures', () => {
  it('refuses each bad link as a main photo, the video and a SKU photo on create, and creates nothing', async () => {
    const before = await productCount();
    const unchanged = async () => expect(await productCount()).toBe(before);
    await refusesEach(itemCreate, (bad) => productPayload({ images: [mine(), bad] }), 'images.1', {
      cookie: owner,
      unchanged,
    });
    await refusesEach(itemCreate, (bad) => productPayload({ videoUrl: bad }), 'videoUrl', { cookie: owner, unchanged });
    await refusesEach(
      itemCreate,
      (bad) => {
        const p = productPayload({ specs: [] });
        return { ...p, specs: [], skus: [{ price: '10.00', marketPrice: '12.00', stock: 1, imageUrl: bad }] };
      },
      'skus.0.imageUrl',
      { cookie: owner, unchanged },
    );
  });

  it('takes this shop’s uploads, the demo library and https links on the allowed hosts', async () => {
    const id = await create(s, owner, {
      images: [mine(), `/media/${shopId}/${FILE}.png`, `/media/${SHARED_MEDIA_FOLDER}/${FILE}.jpg`],
      videoUrl: `/media/${shopId}/${FILE}.mp4`,
    });
    const d = await detail(s, owner, id);
    expect(d.images[0]).toBe(mine());
    expect(d.videoUrl).toBe(`/media/${shopId}/${FILE}.mp4`);
    const r = await s.call(
      itemSpuPictureEdit,
      {
        productId: id,
        images: ['https://img.alicdn.com/imgextra/a.jpg', 'https://down-th.img.susercontent.com/b.webp'],
      },
      { cookie: owner },
    );
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect((await detail(s, owner, id)).images).toEqual([
      'https://img.alicdn.com/imgextra/a.jpg',
      'https://down-th.img.susercontent.com/b.webp',
    ]);
  });

  it('refuses each bad link in the picture edits and keeps the pictures it had', async () => {
    const id = await create(s, owner, { images: [mine()] });
    const before = await detail(s, owner, id);
    const skuId = before.skus[0]?.skuId ?? '';
    const unchanged = async () => {
      const now = await detail(s, owner, id);
      expect([now.images, now.videoUrl, now.skus.map((k) => k.imageUrl)]).toEqual([
        before.images,
        before.videoUrl,
        before.skus.map((k) => k.imageUrl),
      ]);
    };
    await refusesEach(itemSpuPictureEdit, (bad) => ({ productId: id, images: [bad] }), 'images.0', {
      cookie: owner,
      unchanged,
    });
    await refusesEach(itemSpuPictureEdit, (bad) => ({ productId: id, images: [mine()], videoUrl: bad }), 'videoUrl', {
      cookie: owner,
      unchanged,
    });
    await refusesEach(itemSkuPictureEdit, (bad) => ({ pictures: [{ skuId, imageUrl: bad }] }), 'pictures.0.imageUrl', {
      cookie: owner,
      unchanged,
    });
    const ok = await s.call(itemSkuPictureEdit, { pictures: [{ skuId, imageUrl: mine('webp') }] }, { cookie: owner });
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
    const stored = await s.db
      .select({ imageUrl: skus.imageUrl })
      .from(skus)
      .where(eq(skus.id, Number(skuId)));
    expect(stored[0]?.imageUrl).toBe(mine('webp'));
  });
});

describe('avatar, brand documents and evidence', () => {
  it('refuses each bad link as the avatar and keeps the one it had; takes this shop’s upload', async () => {
    const iconOf = async () =>
      (await s.db.select({ iconUrl: users.iconUrl }).from(users).where(eq(users.id, userId)))[0]?.iconUrl;
    const before = await iconOf();
    await refusesEach(userUpdate, (bad) => ({ userId, iconUrl: bad }), 'iconUrl', {
      cookie: owner,
      unchanged: async () => expect(await iconOf()).toBe(before),
    });
    const ok = await s.call(userUpdate, { userId, iconUrl: mine() }, { cookie: owner });
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
    const info = userInfoInquiry.response.parse((await s.call(userInfoInquiry, {}, { cookie: owner })).data);
    expect(info.iconUrl).toBe(mine());
  });

  it('refuses each bad link as a brand document and files no application', async () => {
    const applications = async () => Number((await s.db.select({ n: count() }).from(brandApplications))[0]?.n ?? 0);
    const before = await applications();
    const day = (d: number) => new Date(s.clock.now().getTime() + d * 86_400_000).toISOString().slice(0, 10);
    const application = (link: string) => ({
      brandId: '1012',
      trademarkNo: '171100123',
      registrationStart: day(-365),
      registrationEnd: day(3300),
      authStart: day(-1),
      authEnd: day(700),
      documentUrls: [mine(), link],
    });
    await refusesEach(brandApply, application, 'documentUrls.1', {
      cookie: owner,
      unchanged: async () => expect(await applications()).toBe(before),
    });
  });

  it('refuses each bad link as violation evidence before anything is looked up', async () => {
    await refusesEach(
      violationAppeal,
      (bad) => ({ violationId: FILE, kind: 'appeal', explanation: 'Not a violation at all.', evidenceUrls: [bad] }),
      'evidenceUrls.0',
      { cookie: owner },
    );
  });

  it('the simulator’s buyers: review photos and after-sale evidence are https on the allowed hosts or /media paths', async () => {
    const { cookie: operator } = await s.operatorLogin();
    // The platform names the shop in the payload; a path is checked for its shape, not its folder.
    await refusesEach(
      buyerReviewAdd,
      (bad) => ({ shopId, productId: '1', skuId: '1', nickname: 'buyer', score: 5, images: [bad] }),
      'images.0',
      { cookie: operator, skipOtherShop: true },
    );
    await refusesEach(
      mktAfterSaleApply,
      (bad) => ({ shopId, orderId: '2611000000001', type: 'refund', reason: 'damaged', evidence: [bad] }),
      'evidence.0',
      { cookie: operator, skipOtherShop: true },
    );
  });
});
