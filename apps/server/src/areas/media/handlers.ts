import {
  FILE_USAGES,
  fileStreamUpload,
  IMAGE_USAGES,
  imageAddFromUrl,
  imageUpload,
  VIDEO_USAGES,
  videoUpload,
} from '@sc/contract/calls/media.ts';
import type { Call } from '@sc/contract/define-call.ts';
import type { FuncId } from '@sc/contract/func-codes.ts';
import { holds } from '../../auth/permissions.ts';
import { type CallContext, handle, type Registration, sessionOf } from '../../envelope/handler.ts';
import { noPermission } from '../../errors.ts';
import { fetchFromUrl } from './fetch-url.ts';
import { prepareImage } from './image.ts';
import { storeFile, storeImage, storeVideo, type Uploader, withinLimit } from './service.ts';
import { checkSpreadsheet } from './spreadsheet.ts';
import { checkVideoFile } from './video.ts';

// The upload calls name the home code: what a user may upload depends on the usage (its own
// code: products for product photos, decoration for the logo, brand settings for brand
// documents), checked here before the file is looked at.
async function uploaderFor<C extends Call>(ctx: CallContext<C>, func: FuncId): Promise<Uploader> {
  if (!holds(await ctx.funcs(), func)) throw noPermission();
  return { shop: ctx.shop, userId: sessionOf(ctx).userId, now: ctx.now };
}

function nameFromUrl(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export const mediaHandlers: readonly Registration[] = [
  handle(imageUpload, async (ctx) => {
    const { usage, file } = ctx.payload;
    const rule = IMAGE_USAGES[usage];
    const who = await uploaderFor(ctx, rule.func);
    const image = await prepareImage(withinLimit(file, rule.maxBytes), usage);
    return storeImage(who, usage, image, file.filename);
  }),

  handle(videoUpload, async (ctx) => {
    const { usage, file } = ctx.payload;
    const rule = VIDEO_USAGES[usage];
    const who = await uploaderFor(ctx, rule.func);
    const data = withinLimit(file, rule.maxBytes);
    return storeVideo(who, usage, data, await checkVideoFile(data, usage), file.filename);
  }),

  handle(imageAddFromUrl, async (ctx) => {
    const { usage, url } = ctx.payload;
    const rule = IMAGE_USAGES[usage];
    const who = await uploaderFor(ctx, rule.func);
    const fetched = await fetchFromUrl(url, rule.maxBytes);
    const image = await prepareImage(fetched.data, usage);
    return storeImage(who, usage, image, nameFromUrl(fetched.url), fetched.url.href);
  }),

  handle(fileStreamUpload, async (ctx) => {
    const { usage, file } = ctx.payload;
    const rule = FILE_USAGES[usage];
    const who = await uploaderFor(ctx, rule.func);
    const data = withinLimit(file, rule.maxBytes);
    const { mime } = await checkSpreadsheet(data, usage);
    return storeFile(who, usage, data, mime, file.filename);
  }),
];
