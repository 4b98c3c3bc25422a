import {
  checkImage,
  checkVideo,
  formatBytes,
  IMAGE_USAGES,
  type ImageUsage,
  MEDIA_TYPES,
  type MediaRefusal,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
  VIDEO_USAGES,
  type VideoUsage,
} from '@sc/contract/calls/media.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';

// What the browser can check before a file is sent, with the server's rules and words
// (calls/media.ts). The server checks again by content; these only spare a wasted upload.

/** What a file input gives: a name, the browser's type guess (may be empty) and a size. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  xlsx: MEDIA_TYPES.file.mimes[0],
};

/** The browser's type, or one from the extension when it gives none. */
export function pickedMime(file: Pick<PickedFile, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** An image against its usage; dimensions when the browser could read them. */
export function precheckImage(
  usage: ImageUsage,
  file: PickedFile,
  size?: { width: number; height: number },
): MediaRefusal | undefined {
  return checkImage(usage, { mime: pickedMime(file), bytes: file.size, width: size?.width, height: size?.height });
}

/** A video against its usage; its length when the browser could read it. */
export function precheckVideo(usage: VideoUsage, file: PickedFile, durationMs?: number): MediaRefusal | undefined {
  return checkVideo(usage, { mime: pickedMime(file), bytes: file.size, durationMs });
}

/** A refusal in the server's words. */
export function refusalText(refusal: MediaRefusal, locale: Locale): string {
  return fillParams(messages[refusal.key][locale], refusal.params);
}

/** The placeholders of the hint under an image input. */
export function imageHint(usage: ImageUsage) {
  const rule: { maxBytes: number; minWidth: number; minHeight: number; aspect?: readonly [number, number] } =
    IMAGE_USAGES[usage];
  return {
    types: MEDIA_TYPES.image.names,
    limit: formatBytes(rule.maxBytes),
    width: rule.minWidth,
    height: rule.minHeight,
    ratio: rule.aspect ? `${rule.aspect[0]}:${rule.aspect[1]}` : undefined,
  };
}

export function videoHint(usage: VideoUsage) {
  return { limit: formatBytes(VIDEO_USAGES[usage].maxBytes), min: VIDEO_MIN_SECONDS, max: VIDEO_MAX_SECONDS };
}

/** The files of a pick that still fit in a list of `max` holding `taken`, in the order chosen. */
export function fitting<T>(picked: readonly T[], taken: number, max: number): T[] {
  return picked.slice(0, Math.max(0, max - taken));
}

/** The list with the item at `from` moved to `to` (a new list; out-of-range moves change nothing). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
