import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  fileStreamUpload,
  IMAGE_USAGES,
  imageAddFromUrl,
  imageUpload,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
  variantWidth,
  videoUpload,
} from '@sc/contract/calls/media.ts';
import type { Call } from '@sc/contract/define-call.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { type MessageKey, messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createFile } from 'mp4box';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUrlFetcher } from '../src/areas/media/fetch-url.ts';
import { readUploadedFile } from '../src/areas/media/uploaded-file.ts';
import { mediaFiles } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { BizError } from '../src/errors.ts';
import { DEMO_ACCOUNTS, OTHER, type Reply, startTestServer, type TestServer } from './harness.ts';

// Uploads (the image resize rules): each rule at its edges, with images made by sharp and mp4
// files made by mp4box (the machine has no ffmpeg).

const KB = 1024;
const MB = 1024 * KB;

let s: TestServer;
let owner: string;
let demoShopId: string;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sc-media-'));
  process.env.DATA_DIR = dataDir;
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  demoShopId = String(login.data.shopId);
  await s.addMember({ shopId: demoShopId, loginAcct: 'media-bare' });
});
afterAll(async () => {
  await s.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

// ---- files ------------------------------------------------------------------------------

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
const png = (width: number, height: number) => solid(width, height).png().toBuffer();
const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();

/** A PNG padded with a text chunk to exactly `total` bytes. */
function padPng(image: Buffer, total: number): Buffer {
  const iend = image.length - 12;
  const size = total - image.length - 12;
  if (size < 0) throw new Error('image already larger than the target');
  const type = Buffer.from('tEXt');
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(size - 8, 0x61)]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([image.subarray(0, iend), head, type, data, crc, image.subarray(iend)]);
}

/** An mp4 with one video track lasting `ms` milliseconds. */
function mp4(ms: number): Buffer {
  const file = createFile();
  const avcC = new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe0, 0x00]).buffer;
  const track = file.addTrack({
    type: 'avc1',
    width: 320,
    height: 240,
    timescale: 1000,
    duration: ms,
    media_duration: ms,
    avcDecoderConfigRecord: avcC,
  });
  const samples = Math.max(1, Math.ceil(ms / 1000));
  for (let i = 0; i < samples; i++) {
    const duration = i < samples - 1 ? 1000 : ms - 1000 * (samples - 1);
    file.addSample(track, new Uint8Array(32), { duration, is_sync: i === 0 });
  }
  return Buffer.from(file.getBuffer().buffer);
}

async function xlsx(rows = 3): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(['Title', 'Price']);
  for (let i = 0; i < rows; i++) sheet.addRow([`Product ${i}`, 100 + i]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ---- calls ------------------------------------------------------------------------------

interface Part {
  data: Uint8Array;
  name: string;
  type?: string;
}

/** A multipart call as the web client makes it: context, text fields, then the file. */
async function upload(
  call: Call,
  fields: Record<string, string>,
  file: Part | undefined,
  opts: { cookie?: string | undefined; locale?: Locale; fileFirst?: boolean } = {},
) {
  const form = new FormData();
  form.append('sessionContext', JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale: opts.locale ?? 'en-US' }));
  const addFile = () => {
    if (file) form.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  };
  if (opts.fileFirst) addFile();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (!opts.fileFirst) addFile();
  const res = await s.app.inject({
    method: 'POST',
    url: call.path,
    payload: form,
    headers: opts.cookie === undefined ? {} : { cookie: opts.cookie },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Reply;
  return { data: body.data, status_: body.data.transactionStatus };
}

const text = (key: MessageKey, params?: Record<string, string | number>, locale: Locale = 'en-US') =>
  fillParams(messages[key][locale], params);

function expectRefused(r: { status_: Reply['data']['transactionStatus'] }, key: MessageKey, params?: object) {
  expect(r.status_.success, r.status_.replyText).toBe(false);
  expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
  expect(r.status_.replyText).toBe(text(key, params as Record<string, string | number>));
}

const photo = async (width: number, height: number, name = 'photo.png') => ({
  data: await png(width, height),
  name,
  type: 'image/png',
});

// ---- images -----------------------------------------------------------------------------

describe('image upload', () => {
  it('stores a main photo re-encoded, with a webp and a jpg 1.5 times the display width', async () => {
    const r = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(1000, 1000), { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const { mediaId, url, webpUrl, jpgUrl, width, height, mime } = r.data as Record<string, string | number>;
    expect(mediaId).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`/media/${demoShopId}/${mediaId}.png`);
    expect([width, height, mime]).toEqual([1000, 1000, 'image/png']);
    expect(variantWidth('mainPhoto')).toBe(600);
    expect(webpUrl).toBe(`/media/${demoShopId}/${mediaId}_w600.webp`);
    expect(jpgUrl).toBe(`/media/${demoShopId}/${mediaId}_w600.jpg`);

    const webp = await s.app.inject({ method: 'GET', url: String(webpUrl) });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(String(webp.headers['cache-control'])).toContain('max-age=31536000');
    expect(String(webp.headers['cache-control'])).toContain('immutable');
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    const fallback = await s.app.inject({ method: 'GET', url: String(jpgUrl) });
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(fallback.rawPayload).metadata()).width).toBe(600);

    const [row] = await s.db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.shopId, demoShopId), eq(mediaFiles.id, String(mediaId))));
    expect(row).toMatchObject({ usage: 'mainPhoto', kind: 'image', mime: 'image/png', width: 1000, height: 1000 });
    expect(row?.uploadedBy).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never enlarges: a copy of a small image keeps its width', async () => {
    const r = await upload(imageUpload, { usage: 'brandDocument' }, await photo(300, 200), { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect(variantWidth('brandDocument')).toBe(1200);
    expect(String(r.data.webpUrl)).toMatch(/_w300\.webp$/);
  });

  it('turns the image upright and drops its metadata', async () => {
    const data = await solid(400, 300)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    expect((await sharp(data).metadata()).exif).toBeDefined();
    const r = await upload(imageUpload, { usage: 'brandDocument' }, { data, name: 'scan.jpg' }, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect([r.data.width, r.data.height, r.data.mime]).toEqual([300, 400, 'image/jpeg']);
    const stored = await s.app.inject({ method: 'GET', url: String(r.data.url) });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([300, 400, undefined, undefined]);
    expect(stored.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('checks the type by content: a PNG named .jpg passes, text named .jpg does not', async () => {
    const named = await upload(
      imageUpload,
      { usage: 'mainPhoto' },
      { data: await png(800, 800), name: 'cover.jpg', type: 'image/jpeg' },
      { cookie: owner },
    );
    expect(named.status_.success, named.status_.replyText).toBe(true);
    expect(named.data.mime).toBe('image/png');
    const photoJpeg = { data: await jpeg(800, 800), name: 'cover.png', type: 'image/png' };
    const asJpeg = await upload(imageUpload, { usage: 'mainPhoto' }, photoJpeg, { cookie: owner });
    expect(asJpeg.status_.success, asJpeg.status_.replyText).toBe(true);
    expect(asJpeg.data.mime).toBe('image/jpeg');
    expect(String(asJpeg.data.url)).toMatch(/\.jpg$/);

    const fake = {
      data: Buffer.from('this is not a picture at all\n'.repeat(40)),
      name: 'fake.jpg',
      type: 'image/jpeg',
    };
    expectRefused(await upload(imageUpload, { usage: 'mainPhoto' }, fake, { cookie: owner }), 'mediaTypeNotAllowed', {
      types: 'jpg, jpeg, png',
    });
  });

  it('refuses other image formats and broken images', async () => {
    const gif = { data: await solid(800, 800).gif().toBuffer(), name: 'a.gif' };
    expectRefused(await upload(imageUpload, { usage: 'mainPhoto' }, gif, { cookie: owner }), 'mediaTypeNotAllowed', {
      types: 'jpg, jpeg, png',
    });
    const webp = { data: await solid(800, 800).webp().toBuffer(), name: 'a.jpg' };
    expectRefused(await upload(imageUpload, { usage: 'mainPhoto' }, webp, { cookie: owner }), 'mediaTypeNotAllowed', {
      types: 'jpg, jpeg, png',
    });
    const noisy = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 900, height: 900, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    const cut = { data: noisy.subarray(0, Math.floor(noisy.length / 2)), name: 'cut.jpg' };
    expectRefused(await upload(imageUpload, { usage: 'mainPhoto' }, cut, { cookie: owner }), 'mediaTypeNotAllowed', {
      types: 'jpg, jpeg, png',
    });
  });

  it('takes a main photo of exactly 800 KB and refuses one byte more', async () => {
    const base = await png(800, 800);
    const exact = { data: padPng(base, 800 * KB), name: 'exact.png' };
    expect((await sharp(exact.data).metadata()).width).toBe(800);
    const ok = await upload(imageUpload, { usage: 'mainPhoto' }, exact, { cookie: owner });
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
    const over = { data: padPng(base, 800 * KB + 1), name: 'over.png' };
    expectRefused(await upload(imageUpload, { usage: 'mainPhoto' }, over, { cookie: owner }), 'mediaTooBig', {
      limit: '800 KB',
    });
    // The usage after the file: the envelope reads up to the call's limit, the usage still decides.
    const late = await upload(imageUpload, { usage: 'mainPhoto' }, over, { cookie: owner, fileFirst: true });
    expectRefused(late, 'mediaTooBig', { limit: '800 KB' });
  });

  it('refuses a file over the largest image limit however it is sent', async () => {
    const huge = { data: Buffer.alloc(5 * MB + 1, 1), name: 'huge.png' };
    expectRefused(
      await upload(imageUpload, { usage: 'brandDocument' }, huge, { cookie: owner, fileFirst: true }),
      'mediaTooBig',
      { limit: '5 MB' },
    );
    const logo = { data: padPng(await png(200, 200), 200 * KB + 1), name: 'logo.png' };
    expectRefused(await upload(imageUpload, { usage: 'logo' }, logo, { cookie: owner }), 'mediaTooBig', {
      limit: '200 KB',
    });
  });

  it('needs at least 800×800 for a main photo', async () => {
    for (const [w, h] of [
      [799, 800],
      [800, 799],
    ] as const) {
      expectRefused(
        await upload(imageUpload, { usage: 'mainPhoto' }, await photo(w, h), { cookie: owner }),
        'mediaImageTooSmall',
        { width: 800, height: 800 },
      );
    }
    const ok = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800), { cookie: owner });
    expect(ok.status_.success, ok.status_.replyText).toBe(true);
  });

  it('takes a main photo up to 5% off square, not more', async () => {
    for (const [w, h] of [
      [840, 800],
      [800, 840],
    ] as const) {
      const r = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(w, h), { cookie: owner });
      expect(r.status_.success, `${w}×${h}: ${r.status_.replyText}`).toBe(true);
    }
    for (const [w, h] of [
      [841, 800],
      [800, 843],
    ] as const) {
      expectRefused(
        await upload(imageUpload, { usage: 'mainPhoto' }, await photo(w, h), { cookie: owner }),
        'mediaImageAspect',
        { ratio: '1:1' },
      );
    }
  });

  it('says it in the language of the session context', async () => {
    const r = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(500, 500), {
      cookie: owner,
      locale: 'th-TH',
    });
    expect(r.status_.replyText).toBe(text('mediaImageTooSmall', { width: 800, height: 800 }, 'th-TH'));
    expect(r.status_.replyText).toContain('ขนาดหรือสัดส่วนรูปภาพไม่ตรงตามข้อกำหนด');
  });
});

// ---- the envelope around uploads --------------------------------------------------------

describe('upload envelope', () => {
  it('answers 900001 without a session, before looking at the file', async () => {
    const r = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800));
    expect(r.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
  });

  it('checks the usage’s permission: products for product photos, decoration for the logo', async () => {
    const bare = await s.login('media-bare');
    const refused = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800), { cookie: bare.cookie });
    expect(refused.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);

    const operator = await s.login(DEMO_ACCOUNTS.operator);
    const product = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800), {
      cookie: operator.cookie,
    });
    expect(product.status_.success, product.status_.replyText).toBe(true);
    expect(IMAGE_USAGES.logo.func).toBe('OMS_FUNC_0024');
    const logo = await upload(imageUpload, { usage: 'logo' }, await photo(200, 200), { cookie: operator.cookie });
    expect(logo.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    const sheet = await upload(fileStreamUpload, {}, { data: await xlsx(), name: 'a.xlsx' }, { cookie: bare.cookie });
    expect(sheet.status_.success, sheet.status_.replyText).toBe(true);
  });

  it('validates the text fields with the call’s schema', async () => {
    const r = await upload(imageUpload, { usage: 'poster' }, await photo(800, 800), { cookie: owner });
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors?.map((f) => f.field)).toEqual(['usage']);
    const none = await upload(imageUpload, { usage: 'mainPhoto' }, undefined, { cookie: owner });
    expect(none.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(none.status_.fieldErrors).toEqual([{ field: 'file', message: text('mediaFileRequired') }]);
  });

  it('refuses $ in a text field but not in a file name', async () => {
    const r = await upload(imageUpload, { usage: 'mainPhoto', note: 'a$b' }, await photo(800, 800), { cookie: owner });
    expect(r.status_.replyCode).toBe(REPLY.DOLLAR_FORBIDDEN.code);
    const named = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800, 'price$.png'), {
      cookie: owner,
    });
    expect(named.status_.success, named.status_.replyText).toBe(true);
  });

  it('answers a JSON body to an upload call with a clean envelope error', async () => {
    const r = await s.call(imageUpload, { usage: 'mainPhoto', file: { data: 'AAAA', size: 3 } }, { cookie: owner });
    expect(r.status).toBe(200);
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.fieldErrors).toEqual([{ field: 'file', message: text('mediaFileRequired') }]);
  });

  it('answers a broken form or a second file with "upload failed"', async () => {
    const broken = await s.app.inject({
      method: 'POST',
      url: imageUpload.path,
      headers: { cookie: owner, 'accept-language': 'en-US', 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="usage"\r\n\r\nmainPhoto\r\n--xyz\r\nContent-Disposition: form-da',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().data.transactionStatus.replyText).toBe(text('mediaUploadFailed'));

    const form = new FormData();
    form.append('usage', 'mainPhoto');
    form.append('file', new Blob([await png(800, 800)]), 'a.png');
    form.append('other', new Blob([await png(800, 800)]), 'b.png');
    const two = await s.app.inject({
      method: 'POST',
      url: imageUpload.path,
      headers: { cookie: owner, 'accept-language': 'en-US' },
      payload: form,
    });
    expect(two.statusCode).toBe(200);
    expect(two.json().data.transactionStatus.replyText).toBe(text('mediaUploadFailed'));
  });

  it('keeps each shop in its own folder', async () => {
    const other = await s.login(OTHER.owner);
    const r = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800), { cookie: other.cookie });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect(String(r.data.url)).toContain(`/media/${s.other.shopId}/`);
    const rows = await s.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, String(r.data.mediaId)));
    expect(rows.map((row) => row.shopId)).toEqual([s.other.shopId]);
  });
});

// ---- serving ----------------------------------------------------------------------------

describe('GET /media', () => {
  it('serves only our own names under a shop folder', async () => {
    const r = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800), { cookie: owner });
    const url = String(r.data.url);
    expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const sheet = await upload(fileStreamUpload, {}, { data: await xlsx(), name: 'a.xlsx' }, { cookie: owner });
    const fileId = String(sheet.data.fileId);
    for (const probe of [
      `/media/${demoShopId}/../../uploads/${demoShopId}/${fileId}.xlsx`,
      `/media/${demoShopId}/..%2f..%2fuploads%2f${demoShopId}%2f${fileId}.xlsx`,
      `/media/..%2f..%2fpackage.json`,
      `/media/${demoShopId}/${'0'.repeat(32)}.png`,
      `/media/${demoShopId}/${fileId}.xlsx`,
      `/uploads/${demoShopId}/${fileId}.xlsx`,
      '/media/',
      `/media/${demoShopId}/`,
    ]) {
      const res = await s.app.inject({ method: 'GET', url: probe });
      expect(res.statusCode, probe).toBe(404);
    }
  });
});

// ---- videos -----------------------------------------------------------------------------

describe('video upload', () => {
  const video = (ms: number, name = 'clip.mp4') => ({ data: mp4(ms), name, type: 'video/mp4' });

  it(`takes ${VIDEO_MIN_SECONDS} to ${VIDEO_MAX_SECONDS} seconds, not a millisecond outside`, async () => {
    expect([VIDEO_MIN_SECONDS, VIDEO_MAX_SECONDS]).toEqual([6, 90]);
    for (const ms of [6000, 90000]) {
      const r = await upload(videoUpload, { usage: 'productVideo' }, video(ms), { cookie: owner });
      expect(r.status_.success, `${ms}: ${r.status_.replyText}`).toBe(true);
      expect(r.data).toMatchObject({ durationMs: ms, width: 320, height: 240, mime: 'video/mp4' });
      const served = await s.app.inject({ method: 'GET', url: String(r.data.url), headers: { range: 'bytes=0-7' } });
      expect(served.statusCode).toBe(206);
      expect(served.headers['content-type']).toBe('video/mp4');
    }
    expectRefused(
      await upload(videoUpload, { usage: 'productVideo' }, video(5999), { cookie: owner }),
      'mediaVideoTooShort',
      {
        min: 6,
      },
    );
    expectRefused(
      await upload(videoUpload, { usage: 'productVideo' }, video(90001), { cookie: owner }),
      'mediaVideoTooLong',
      {
        max: 90,
      },
    );
  });

  it('takes mp4 only, by content', async () => {
    const types = { types: 'mp4' };
    const notVideo = { data: Buffer.from('not a video\n'.repeat(100)), name: 'clip.mp4', type: 'video/mp4' };
    expectRefused(
      await upload(videoUpload, { usage: 'productVideo' }, notVideo, { cookie: owner }),
      'mediaTypeNotAllowed',
      types,
    );
    const mov = mp4(10000);
    mov.write('qt  ', 8, 'latin1');
    expectRefused(
      await upload(videoUpload, { usage: 'productVideo' }, { data: mov, name: 'clip.mp4' }, { cookie: owner }),
      'mediaTypeNotAllowed',
      types,
    );
    const image = { data: await png(800, 800), name: 'clip.mp4', type: 'video/mp4' };
    expectRefused(
      await upload(videoUpload, { usage: 'productVideo' }, image, { cookie: owner }),
      'mediaTypeNotAllowed',
      types,
    );
  });

  it('applies the usage’s size limit', async () => {
    const big = { data: Buffer.alloc(10 * MB + 1, 1), name: 'big.mp4' };
    expectRefused(await upload(videoUpload, { usage: 'chatVideo' }, big, { cookie: owner }), 'mediaTooBig', {
      limit: '10 MB',
    });
  });
});

// ---- adding by link ---------------------------------------------------------------------

describe('image from a link', () => {
  const serve =
    (routes: Record<string, () => Response | Promise<Response>>) =>
    async (url: string): Promise<Response> => {
      const route = routes[url];
      if (!route) throw new TypeError('fetch failed');
      return route();
    };

  it('fetches an https image on an allowed host and stores it like an upload', async () => {
    const image = await png(800, 800);
    const restore = setUrlFetcher(
      serve({ 'https://img.alicdn.com/item/cover.png': () => new Response(image, { status: 200 }) }),
    );
    try {
      const r = await s.call(
        imageAddFromUrl,
        { url: 'https://img.alicdn.com/item/cover.png', usage: 'mainPhoto' },
        { cookie: owner },
      );
      expect(r.status_.success, r.status_.replyText).toBe(true);
      expect(r.data).toMatchObject({ width: 800, height: 800, mime: 'image/png' });
      const [row] = await s.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.id, String(r.data.mediaId)));
      expect(row).toMatchObject({ sourceUrl: 'https://img.alicdn.com/item/cover.png', name: 'cover.png' });
    } finally {
      restore();
    }
  });

  it('refuses http, other hosts, look-alike hosts, credentials and ports', async () => {
    const restore = setUrlFetcher(() => Promise.reject(new Error('must not be fetched')));
    try {
      const add = (url: string) => s.call(imageAddFromUrl, { url, usage: 'mainPhoto' }, { cookie: owner });
      expectRefused(await add('http://img.alicdn.com/a.png'), 'mediaUrlNotHttps');
      expectRefused(await add('not a link'), 'mediaUrlNotHttps');
      expectRefused(await add('file:///etc/passwd'), 'mediaUrlNotHttps');
      expectRefused(await add('https://example.com/a.png'), 'mediaUrlHostNotAllowed', { host: 'example.com' });
      expectRefused(await add('https://evilalicdn.com/a.png'), 'mediaUrlHostNotAllowed', { host: 'evilalicdn.com' });
      expectRefused(await add('https://alicdn.com.evil.io/a.png'), 'mediaUrlHostNotAllowed', {
        host: 'alicdn.com.evil.io',
      });
      expectRefused(await add('https://user:pw@img.alicdn.com/a.png'), 'mediaUrlHostNotAllowed', {
        host: 'img.alicdn.com',
      });
      expectRefused(await add('https://img.alicdn.com:8443/a.png'), 'mediaUrlHostNotAllowed', {
        host: 'img.alicdn.com',
      });
    } finally {
      restore();
    }
  });

  it('checks every redirect, caps the size and reports a failed fetch', async () => {
    const image = await png(800, 800);
    const restore = setUrlFetcher(
      serve({
        'https://img.alicdn.com/moved.png': () =>
          new Response(null, { status: 302, headers: { location: 'https://169.254.169.254/latest/meta-data' } }),
        'https://img.alicdn.com/big.png': () => new Response(padPng(image, 800 * KB + 1), { status: 200 }),
        'https://img.alicdn.com/gone.png': () => new Response('missing', { status: 404 }),
        'https://img.alicdn.com/ok.png': () => new Response(null, { status: 301, headers: { location: '/final.png' } }),
        'https://img.alicdn.com/final.png': () => new Response(image, { status: 200 }),
      }),
    );
    try {
      const add = (url: string) => s.call(imageAddFromUrl, { url, usage: 'mainPhoto' }, { cookie: owner });
      expectRefused(await add('https://img.alicdn.com/moved.png'), 'mediaUrlHostNotAllowed', {
        host: '169.254.169.254',
      });
      expectRefused(await add('https://img.alicdn.com/big.png'), 'mediaTooBig', { limit: '800 KB' });
      expectRefused(await add('https://img.alicdn.com/gone.png'), 'mediaUploadFailed');
      expectRefused(await add('https://img.alicdn.com/unreachable.png'), 'mediaUploadFailed');
      const ok = await add('https://img.alicdn.com/ok.png');
      expect(ok.status_.success, ok.status_.replyText).toBe(true);
    } finally {
      restore();
    }
  });

  it('takes more hosts from MEDIA_URL_HOSTS', async () => {
    const image = await png(800, 800);
    const restore = setUrlFetcher(serve({ 'https://cdn.myshop.co.th/a.png': () => new Response(image) }));
    const add = () =>
      s.call(imageAddFromUrl, { url: 'https://cdn.myshop.co.th/a.png', usage: 'mainPhoto' }, { cookie: owner });
    try {
      expectRefused(await add(), 'mediaUrlHostNotAllowed', { host: 'cdn.myshop.co.th' });
      process.env.MEDIA_URL_HOSTS = 'other.example, myshop.co.th';
      expect((await add()).status_.success).toBe(true);
    } finally {
      delete process.env.MEDIA_URL_HOSTS;
      restore();
    }
  });
});

// ---- files for imports ------------------------------------------------------------------

describe('file upload for imports', () => {
  it('stores an xlsx privately and reads it back for the same shop only', async () => {
    const data = await xlsx();
    const r = await upload(
      fileStreamUpload,
      { usage: 'importSheet' },
      { data, name: 'C:\\Users\\me\\สินค้า.xlsx' },
      {
        cookie: owner,
      },
    );
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const fileId = String(r.data.fileId);
    expect(r.data).toMatchObject({
      name: 'สินค้า.xlsx',
      bytes: data.length,
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const read = await readUploadedFile(new ShopScope(s.db, demoShopId), fileId);
    expect(read.name).toBe('สินค้า.xlsx');
    expect(Buffer.compare(read.buffer, data)).toBe(0);

    const notFound = async (shopId: string, id: string) => {
      const err = await readUploadedFile(new ShopScope(s.db, shopId), id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BizError);
      expect((err as BizError).replyCode).toBe(REPLY.NOT_FOUND.code);
    };
    await notFound(s.other.shopId, fileId);
    await notFound(demoShopId, await s.foreignId('media'));
    await notFound(demoShopId, '../../etc/passwd');
    const image = await upload(imageUpload, { usage: 'mainPhoto' }, await photo(800, 800), { cookie: owner });
    await notFound(demoShopId, String(image.data.mediaId));
  });

  it('takes xlsx only, by content, up to 10 MB', async () => {
    const types = { types: 'xlsx' };
    const csv = { data: Buffer.from('title,price\nA,1\n'), name: 'import.xlsx' };
    expectRefused(await upload(fileStreamUpload, {}, csv, { cookie: owner }), 'mediaTypeNotAllowed', types);
    const big = { data: Buffer.alloc(10 * MB + 1, 1), name: 'big.xlsx' };
    expectRefused(await upload(fileStreamUpload, {}, big, { cookie: owner }), 'mediaTooBig', { limit: '10 MB' });
  });

  it('refuses a workbook whose zip directory promises too much', async () => {
    const data = await xlsx();
    // Claim 2 GB unpacked for each entry in the central directory.
    for (let at = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; ) {
      data.writeUInt32LE(0x7fffffff, at + 24);
      at = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4);
    }
    expectRefused(
      await upload(fileStreamUpload, {}, { data, name: 'bomb.xlsx' }, { cookie: owner }),
      'mediaTypeNotAllowed',
      {
        types: 'xlsx',
      },
    );
  });
});
