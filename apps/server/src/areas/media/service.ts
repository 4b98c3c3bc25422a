import { basename } from 'node:path';
import {
  type FileUsage,
  formatBytes,
  type ImageResult,
  type ImageUsage,
  type UploadedFile,
  type VideoResult,
  type VideoUsage,
} from '@sc/contract/calls/media.ts';
import { newId } from '../../db/ids.ts';
import { mediaFiles } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { PreparedImage } from './image.ts';
import { refuse } from './refuse.ts';
import { PRIVATE_FOLDER, PUBLIC_FOLDER, publicUrl, removeFiles, writeNewFiles } from './storage.ts';
import type { VideoFacts } from './video.ts';

/** Who uploads, into which shop, when. */
export interface Uploader {
  shop: ShopScope;
  userId: string;
  now: Date;
}

/** The bytes of an upload, refused as too big when over the usage's limit. */
export function withinLimit(file: UploadedFile, maxBytes: number): Uint8Array {
  if (file.overLimit || file.size > maxBytes || file.data.byteLength > maxBytes) {
    throw refuse({ key: 'mediaTooBig', params: { limit: formatBytes(maxBytes) } });
  }
  return file.data;
}

/** The client's name without folders or control characters, to show back (never to store by). */
export function displayName(name: string, fallback: string): string {
  const clean = basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return (clean || fallback).slice(0, 255);
}

async function store(files: { path: string; data: Uint8Array }[], insert: () => Promise<unknown>) {
  await writeNewFiles(files);
  try {
    await insert();
  } catch (err) {
    await removeFiles(files.map((f) => f.path));
    throw err;
  }
}

export async function storeImage(
  who: Uploader,
  usage: ImageUsage,
  image: PreparedImage,
  name: string,
  sourceUrl?: string,
): Promise<ImageResult> {
  const mediaId = newId();
  const folder = `${PUBLIC_FOLDER}/${who.shop.shopId}`;
  const path = `${folder}/${mediaId}.${image.ext}`;
  const webpPath = `${folder}/${mediaId}_w${image.variantWidth}.webp`;
  const jpgPath = `${folder}/${mediaId}_w${image.variantWidth}.jpg`;
  const files = [
    { path, data: image.original },
    { path: webpPath, data: image.webp },
    { path: jpgPath, data: image.jpg },
  ];
  await store(files, () =>
    who.shop.insert(mediaFiles, [
      {
        id: mediaId,
        usage,
        kind: 'image',
        path,
        webpPath,
        jpgPath,
        name: displayName(name, `${mediaId}.${image.ext}`),
        mime: image.mime,
        bytes: image.original.byteLength,
        width: image.width,
        height: image.height,
        sourceUrl: sourceUrl ?? null,
        uploadedBy: who.userId,
        createdAt: who.now,
      },
    ]),
  );
  return {
    mediaId,
    url: publicUrl(path),
    webpUrl: publicUrl(webpPath),
    jpgUrl: publicUrl(jpgPath),
    width: image.width,
    height: image.height,
    bytes: image.original.byteLength,
    mime: image.mime,
  };
}

export async function storeVideo(
  who: Uploader,
  usage: VideoUsage,
  data: Uint8Array,
  facts: VideoFacts,
  name: string,
): Promise<VideoResult> {
  const mediaId = newId();
  const path = `${PUBLIC_FOLDER}/${who.shop.shopId}/${mediaId}.mp4`;
  await store([{ path, data }], () =>
    who.shop.insert(mediaFiles, [
      {
        id: mediaId,
        usage,
        kind: 'video',
        path,
        name: displayName(name, `${mediaId}.mp4`),
        mime: facts.mime,
        bytes: data.byteLength,
        width: facts.width,
        height: facts.height,
        durationMs: facts.durationMs,
        uploadedBy: who.userId,
        createdAt: who.now,
      },
    ]),
  );
  return { mediaId, url: publicUrl(path), bytes: data.byteLength, ...facts };
}

/** A private file (a spreadsheet for an import): never served, read back by readUploadedFile. */
export async function storeFile(
  who: Uploader,
  usage: FileUsage,
  data: Uint8Array,
  mime: string,
  name: string,
): Promise<{ fileId: string; name: string; bytes: number; mime: string }> {
  const fileId = newId();
  const path = `${PRIVATE_FOLDER}/${who.shop.shopId}/${fileId}.xlsx`;
  const shown = displayName(name, `${fileId}.xlsx`);
  await store([{ path, data }], () =>
    who.shop.insert(mediaFiles, [
      {
        id: fileId,
        usage,
        kind: 'file',
        path,
        name: shown,
        mime,
        bytes: data.byteLength,
        uploadedBy: who.userId,
        createdAt: who.now,
      },
    ]),
  );
  return { fileId, name: shown, bytes: data.byteLength, mime };
}
