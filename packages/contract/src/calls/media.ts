import { z } from 'zod';
import { IMAGE_RESIZE_FACTOR } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC, type FuncId } from '../func-codes.ts';
import type { MediaMessageKey } from '../messages/media.ts';

// Uploads (/oms/p/image/upload, /oms/p/video/upload, /oms/p/image/addFromUrl; "File, recognition
// and contract services": cos/file/Stream/upload) and their rules (image resize). The
// server checks a file by its content; the web pieces run the same checks on what the browser knows
// before sending it, and say it in the same words.

const KB = 1024;
const MB = 1024 * KB;

/**
 * Video length. The product rules say 6 to 90 seconds and, in another text, up to 60; we keep
 * 90: the longer limit is the one stated with its lower bound, and a 60 s clip passes both.
 */
export const VIDEO_MIN_SECONDS = 6;
export const VIDEO_MAX_SECONDS = 90;
/** "Main photo 800x800, up to 9". */
export const MAX_MAIN_PHOTOS = 9;
/** Other image lists: "Images up to 9 or 10"; 10 where it is not the main photos. */
export const MAX_LIST_IMAGES = 10;
/** "Upload files up to 10 MB": spreadsheets for imports. */
export const UPLOAD_FILE_MAX_BYTES = 10 * MB;
/** How far (in %) an image may stray from its usage's aspect ratio: "800x800" main photos are square-ish. */
export const IMAGE_ASPECT_TOLERANCE_PERCENT = 5;

/**
 * Sites an image may be added from by link ("URLs must be https on an allowed domain"): the image
 * hosts of the marketplaces merchants list on, subdomains included. The server's MEDIA_URL_HOSTS
 * (comma-separated) adds more.
 */
export const MEDIA_URL_HOSTS = ['alicdn.com', 'susercontent.com', 'slatic.net', 'lazcdn.com'] as const;
/** How long fetching an image from a link may take. */
export const MEDIA_URL_TIMEOUT_MS = 10_000;

/** What the merchant may upload, by kind: the names they read and the content types we detect. */
export const MEDIA_TYPES = {
  image: { names: 'jpg, jpeg, png', mimes: ['image/jpeg', 'image/png'], accept: '.jpg,.jpeg,.png' },
  video: { names: 'mp4', mimes: ['video/mp4'], accept: '.mp4' },
  file: {
    names: 'xlsx',
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    accept: '.xlsx',
  },
} as const;
export type MediaKind = keyof typeof MEDIA_TYPES;

interface ImageRule {
  kind: 'image';
  /** The function code an upload of this usage needs. */
  func: FuncId;
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  /** Width and height of the required aspect ratio, within IMAGE_ASPECT_TOLERANCE_PERCENT. */
  aspect?: readonly [number, number];
  /** The widest the image is shown (CSS px); the resized copy is 1.5 times it. */
  displayWidth: number;
  /** How many such images one list may hold (the default `max` of the list input). */
  maxCount: number;
}

interface VideoRule {
  kind: 'video';
  func: FuncId;
  maxBytes: number;
}

interface FileRule {
  kind: 'file';
  func: FuncId;
  maxBytes: number;
}

/**
 * Image usages with the size limits (20 KB, 200 KB, 800 KB, 1 MB, 2 MB, 5 MB by screen). Product
 * usages need the products code; the others their screen's code.
 */
export const IMAGE_USAGES = {
  /** "Main photo 800x800, up to 9, 800 KB"; the first is the cover. */
  mainPhoto: {
    kind: 'image',
    func: FUNC.products,
    maxBytes: 800 * KB,
    minWidth: 800,
    minHeight: 800,
    aspect: [1, 1],
    displayWidth: 400,
    maxCount: MAX_MAIN_PHOTOS,
  },
  /** The photo of one specification value (a colour); shown where the main photo is. */
  skuPhoto: {
    kind: 'image',
    func: FUNC.products,
    maxBytes: 800 * KB,
    minWidth: 800,
    minHeight: 800,
    aspect: [1, 1],
    displayWidth: 400,
    maxCount: 1,
  },
  /** Images of the product description, shown at phone width; any height. */
  descriptionImage: {
    kind: 'image',
    func: FUNC.products,
    maxBytes: 2 * MB,
    minWidth: 480,
    minHeight: 100,
    displayWidth: 750,
    maxCount: MAX_LIST_IMAGES,
  },
  /** Trademark certificates and authorization letters (brand settings). */
  brandDocument: {
    kind: 'image',
    func: FUNC.brandSettings,
    maxBytes: 5 * MB,
    minWidth: 200,
    minHeight: 200,
    displayWidth: 800,
    maxCount: MAX_LIST_IMAGES,
  },
  /** The store logo. */
  logo: {
    kind: 'image',
    func: FUNC.storeDecoration,
    maxBytes: 200 * KB,
    minWidth: 200,
    minHeight: 200,
    aspect: [1, 1],
    displayWidth: 120,
    maxCount: 1,
  },
  /** Store decoration banners. */
  banner: {
    kind: 'image',
    func: FUNC.storeDecoration,
    maxBytes: 1 * MB,
    minWidth: 750,
    minHeight: 200,
    displayWidth: 750,
    maxCount: MAX_LIST_IMAGES,
  },
  /** A coupon's picture (/promotion/createCoupon), on the coupon buyers collect. */
  coupon: {
    kind: 'image',
    func: FUNC.coupons,
    maxBytes: 500 * KB,
    minWidth: 200,
    minHeight: 200,
    aspect: [1, 1],
    displayWidth: 120,
    maxCount: 1,
  },
  /** A brand ad's banner (/activityreport/advertisingregistration). */
  brandAd: {
    kind: 'image',
    func: FUNC.advertising,
    maxBytes: 1 * MB,
    minWidth: 750,
    minHeight: 200,
    displayWidth: 750,
    maxCount: 1,
  },
  /** Icons of the shop's own categories. */
  categoryIcon: {
    kind: 'image',
    func: FUNC.shopCategories,
    maxBytes: 20 * KB,
    minWidth: 60,
    minHeight: 60,
    aspect: [1, 1],
    displayWidth: 48,
    maxCount: 1,
  },
  /** Evidence of a complaint about an abnormal order (order appeals, up to 9). */
  appealEvidence: {
    kind: 'image',
    func: FUNC.orderAppeals,
    maxBytes: 2 * MB,
    minWidth: 200,
    minHeight: 200,
    displayWidth: 800,
    maxCount: 9,
  },
  /** The merchant's evidence on an after-sale case, and with an appeal of its judgement (up to 9 at once). */
  afterSaleProof: {
    kind: 'image',
    func: FUNC.afterSales,
    maxBytes: 2 * MB,
    minWidth: 200,
    minHeight: 200,
    displayWidth: 800,
    maxCount: 9,
  },
  /** A picture the shop's staff send in a chat (/im), one at a time. */
  chatImage: {
    kind: 'image',
    func: FUNC.home,
    maxBytes: 2 * MB,
    minWidth: 50,
    minHeight: 50,
    displayWidth: 240,
    maxCount: 1,
  },
} as const satisfies Record<string, ImageRule>;

/** Video usages: mp4 only, 10, 20, 30, 50 or 100 MB by screen. */
export const VIDEO_USAGES = {
  /** Videos sent in chat replies (message setup). */
  chatVideo: { kind: 'video', func: FUNC.messageSetup, maxBytes: 10 * MB },
  /** Community posts. */
  communityVideo: { kind: 'video', func: FUNC.community, maxBytes: 20 * MB },
  /** The main video of a product. */
  productVideo: { kind: 'video', func: FUNC.products, maxBytes: 30 * MB },
  /** Store decoration. */
  decorationVideo: { kind: 'video', func: FUNC.storeDecoration, maxBytes: 50 * MB },
  /** The media centre's library. */
  mediaCentreVideo: { kind: 'video', func: FUNC.mediaCentre, maxBytes: 100 * MB },
} as const satisfies Record<string, VideoRule>;

/**
 * Files for imports: an xlsx up to 10 MB. Uploading needs only a shop session; the import
 * call that reads the file checks its own permission code.
 */
export const FILE_USAGES = {
  importSheet: { kind: 'file', func: FUNC.home, maxBytes: UPLOAD_FILE_MAX_BYTES },
} as const satisfies Record<string, FileRule>;

export const MEDIA_USAGES = { ...IMAGE_USAGES, ...VIDEO_USAGES, ...FILE_USAGES };
export type ImageUsage = keyof typeof IMAGE_USAGES;
export type VideoUsage = keyof typeof VIDEO_USAGES;
export type FileUsage = keyof typeof FILE_USAGES;
export type MediaUsage = keyof typeof MEDIA_USAGES;

const names = <T extends object>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
const largest = (table: Record<string, { maxBytes: number }>) =>
  Math.max(...Object.values(table).map((u) => u.maxBytes));
const limitOf =
  (table: Record<string, { maxBytes: number }>) =>
  (fields: Readonly<Record<string, unknown>>): number | undefined => {
    const usage = fields.usage;
    return typeof usage === 'string' && Object.hasOwn(table, usage) ? table[usage]?.maxBytes : undefined;
  };

/** Width of the resized webp and jpg copies of an image of this usage. */
export function variantWidth(usage: ImageUsage): number {
  return Math.round(IMAGE_USAGES[usage].displayWidth * IMAGE_RESIZE_FACTOR);
}

// ---- the checks, shared by server and web --------------------------------------------------

/** Why a file is refused: a reply-text key of messages/media.ts and its placeholders. */
export interface MediaRefusal {
  key: MediaMessageKey;
  params: Record<string, string | number>;
}

/** A byte limit as people write it: 20 KB, 800 KB, 1 MB, 2.5 MB (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= KB) return `${Number((bytes / KB).toFixed(1))} KB`;
  return `${bytes} B`;
}

function checkTypeAndSize(kind: MediaKind, maxBytes: number, mime: string, bytes: number): MediaRefusal | undefined {
  const types = MEDIA_TYPES[kind];
  if (!(types.mimes as readonly string[]).includes(mime)) {
    return { key: 'mediaTypeNotAllowed', params: { types: types.names } };
  }
  if (bytes > maxBytes) return { key: 'mediaTooBig', params: { limit: formatBytes(maxBytes) } };
  return undefined;
}

/**
 * An image against its usage: type, size, then (when known) dimensions and aspect. `mime` is
 * the detected type on the server and the browser's guess on the web.
 */
export function checkImage(
  usage: ImageUsage,
  facts: { mime: string; bytes: number; width?: number | undefined; height?: number | undefined },
): MediaRefusal | undefined {
  const rule: ImageRule = IMAGE_USAGES[usage];
  const wrong = checkTypeAndSize('image', rule.maxBytes, facts.mime, facts.bytes);
  if (wrong || facts.width === undefined || facts.height === undefined) return wrong;
  if (facts.width < rule.minWidth || facts.height < rule.minHeight) {
    return { key: 'mediaImageTooSmall', params: { width: rule.minWidth, height: rule.minHeight } };
  }
  if (rule.aspect) {
    const [w, h] = rule.aspect;
    // In whole numbers, so 840×800 is exactly 5% off and passes.
    if (Math.abs(facts.width * h - facts.height * w) * 100 > IMAGE_ASPECT_TOLERANCE_PERCENT * facts.height * w) {
      return { key: 'mediaImageAspect', params: { ratio: `${w}:${h}` } };
    }
  }
  return undefined;
}

/** A video against its usage: mp4, size, then (when known) length. */
export function checkVideo(
  usage: VideoUsage,
  facts: { mime: string; bytes: number; durationMs?: number | undefined },
): MediaRefusal | undefined {
  const wrong = checkTypeAndSize('video', VIDEO_USAGES[usage].maxBytes, facts.mime, facts.bytes);
  if (wrong || facts.durationMs === undefined) return wrong;
  if (facts.durationMs < VIDEO_MIN_SECONDS * 1000)
    return { key: 'mediaVideoTooShort', params: { min: VIDEO_MIN_SECONDS } };
  if (facts.durationMs > VIDEO_MAX_SECONDS * 1000)
    return { key: 'mediaVideoTooLong', params: { max: VIDEO_MAX_SECONDS } };
  return undefined;
}

/** A file for an import: xlsx and size. */
export function checkFile(usage: FileUsage, facts: { mime: string; bytes: number }): MediaRefusal | undefined {
  return checkTypeAndSize('file', FILE_USAGES[usage].maxBytes, facts.mime, facts.bytes);
}

// ---- the calls ------------------------------------------------------------------------------

/** A file the envelope read from a multipart body. */
export interface UploadedFile {
  /** The name the client gave: kept to show back, never trusted for the type. */
  filename: string;
  /** The type the client claimed: never trusted. */
  clientType: string;
  /** Bytes received. */
  size: number;
  /** The content; empty when the file was over the limit. */
  data: Uint8Array;
  /** Larger than the limit the envelope applied: refused as too big. */
  overLimit: boolean;
}

function isUploadedFile(v: unknown): v is UploadedFile {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return (
    typeof f.filename === 'string' &&
    typeof f.size === 'number' &&
    typeof f.overLimit === 'boolean' &&
    f.data instanceof Uint8Array
  );
}

/** The file field of a multipart call; a JSON body can never fill it. */
export const uploadedFile = z
  .custom<UploadedFile>(isUploadedFile, 'mediaFileRequired')
  .meta({ type: 'string', format: 'binary', description: 'The file, a part of the multipart/form-data body.' });

const imageUsage = z.enum(names(IMAGE_USAGES));
const videoUsage = z.enum(names(VIDEO_USAGES));
const fileUsage = z.enum(names(FILE_USAGES));

export const imageResult = z.object({
  mediaId: z.string(),
  /** The image as uploaded, re-encoded without its metadata. */
  url: z.string(),
  /** The resized copy (1.5 times the usage's display width, quality 80) and its jpg fallback. */
  webpUrl: z.string(),
  jpgUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  mime: z.string(),
});
export type ImageResult = z.infer<typeof imageResult>;

export const videoResult = z.object({
  mediaId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  mime: z.string(),
  durationMs: z.number().int(),
});
export type VideoResult = z.infer<typeof videoResult>;

const usageSummary = 'The usage decides the limits and the permission code (MEDIA_USAGES in the contract).';

export const imageUpload = defineCall({
  path: '/oms/p/image/upload',
  func: FUNC.home,
  summary: `Upload a jpg or png (multipart/form-data: usage, file). Checked by content; stored without metadata, with a webp and a jpg resized to 1.5 times the display width. ${usageSummary}`,
  multipart: { fileField: 'file', maxBytes: largest(IMAGE_USAGES), limitFor: limitOf(IMAGE_USAGES) },
  outsideTransaction: true,
  request: z.object({ usage: imageUsage, file: uploadedFile }),
  response: imageResult,
});

export const videoUpload = defineCall({
  path: '/oms/p/video/upload',
  func: FUNC.home,
  summary: `Upload an mp4 of ${VIDEO_MIN_SECONDS} to ${VIDEO_MAX_SECONDS} seconds (multipart/form-data: usage, file). ${usageSummary}`,
  multipart: { fileField: 'file', maxBytes: largest(VIDEO_USAGES), limitFor: limitOf(VIDEO_USAGES) },
  outsideTransaction: true,
  request: z.object({ usage: videoUsage, file: uploadedFile }),
  response: videoResult,
});

export const imageAddFromUrl = defineCall({
  path: '/oms/p/image/addFromUrl',
  func: FUNC.home,
  summary: `Add an image from an https link on an allowed site; fetched and checked like an upload. ${usageSummary}`,
  outsideTransaction: true,
  example: { url: 'https://img.alicdn.com/example.jpg', usage: 'mainPhoto' },
  request: z.object({ url: z.string().trim().min(1).max(2000), usage: imageUsage }),
  response: imageResult,
});

export const fileStreamUpload = defineCall({
  path: '/oms/cos/file/Stream/upload',
  func: FUNC.home,
  summary: `Upload a spreadsheet (xlsx up to ${formatBytes(UPLOAD_FILE_MAX_BYTES)}) for an import (multipart/form-data: usage, file); the import call reads it by fileId.`,
  multipart: { fileField: 'file', maxBytes: largest(FILE_USAGES), limitFor: limitOf(FILE_USAGES) },
  outsideTransaction: true,
  request: z.object({ usage: fileUsage.default('importSheet'), file: uploadedFile }),
  response: z.object({ fileId: z.string(), name: z.string(), bytes: z.number().int(), mime: z.string() }),
});

export const mediaCalls: readonly Call[] = [imageUpload, videoUpload, imageAddFromUrl, fileStreamUpload];
