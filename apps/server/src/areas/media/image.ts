import { checkImage, type ImageUsage, MEDIA_TYPES, variantWidth } from '@sc/contract/calls/media.ts';
import { IMAGE_WEBP_QUALITY } from '@sc/contract/constants.ts';
import type { Metadata } from 'sharp';
import { refuse, refuseIf } from './refuse.ts';

/** Larger images are refused before they are decoded (a small file can claim huge dimensions). */
const MAX_INPUT_PIXELS = 60_000_000;
/** The re-encoded original keeps its detail; the resized copies use the quality. */
const ORIGINAL_JPEG_QUALITY = 90;

export interface PreparedImage {
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
  /** The upload re-encoded, turned upright, without metadata (EXIF, GPS, comments). */
  original: Buffer;
  /** 1.5 times the usage's display width (never enlarged), webp at quality 80 and a jpg fallback. */
  webp: Buffer;
  jpg: Buffer;
  variantWidth: number;
}

const unreadable = () => refuse({ key: 'mediaTypeNotAllowed', params: { types: MEDIA_TYPES.image.names } });

/**
 * Checks an image against its usage by what it is, not what it is called: the type from its
 * bytes, then size, then its upright dimensions and aspect. Answers the files to store.
 */
export async function prepareImage(data: Uint8Array, usage: ImageUsage): Promise<PreparedImage> {
  // file-type and sharp load with the first upload (some 40 MB a server without uploads keeps free).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime ?? 'application/octet-stream';
  refuseIf(checkImage(usage, { mime, bytes: data.byteLength }));
  const sharp = (await import('sharp')).default;
  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw unreadable();
  }
  // The sniffed type and the decoder must agree (a PNG header on something else is refused).
  if ((mime === 'image/png') !== (meta.format === 'png') || !['png', 'jpeg'].includes(meta.format)) throw unreadable();
  const { width, height } = meta.autoOrient;
  refuseIf(checkImage(usage, { mime, bytes: data.byteLength, width, height }));

  const target = variantWidth(usage);
  try {
    const upright = input().autoOrient();
    const isPng = mime === 'image/png';
    const original = isPng
      ? await upright.clone().png({ compressionLevel: 9 }).toBuffer()
      : await upright.clone().jpeg({ quality: ORIGINAL_JPEG_QUALITY, mozjpeg: true }).toBuffer();
    const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
    const webp = await resized.clone().webp({ quality: IMAGE_WEBP_QUALITY }).toBuffer();
    const jpg = await resized
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: IMAGE_WEBP_QUALITY, mozjpeg: true })
      .toBuffer();
    return {
      mime: isPng ? 'image/png' : 'image/jpeg',
      ext: isPng ? 'png' : 'jpg',
      width,
      height,
      original,
      webp,
      jpg,
      variantWidth: Math.min(target, width),
    };
  } catch {
    // A file whose header reads but whose pixels do not (truncated, corrupt).
    throw unreadable();
  }
}
