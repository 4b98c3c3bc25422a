import {
  type ImageResult,
  type ImageUsage,
  imageUpload,
  type VideoResult,
  type VideoUsage,
  videoUpload,
} from '@sc/contract/calls/media.ts';
import { messages } from '@sc/contract/messages.ts';
import { App } from 'antd';
import { useCallback } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { upload } from '../../api/upload.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { precheckImage, precheckVideo, refusalText } from './prechecks.ts';
import { readImageSize, readVideoDuration } from './probe.ts';

// Checks in the browser, then the upload; the pieces show what goes wrong as a toast naming
// the file, in the server's words.

/** Why the browser will not send this image (its type, size or dimensions), or undefined. */
export async function imageRefusal(usage: ImageUsage, file: File): Promise<string | undefined> {
  const early = precheckImage(usage, file);
  const refusal = early ?? precheckImage(usage, file, await readImageSize(file));
  return refusal && refusalText(refusal, currentLocale());
}

/** Why the browser will not send this video (type, size or length), or undefined. */
export async function videoRefusal(usage: VideoUsage, file: File): Promise<string | undefined> {
  const early = precheckVideo(usage, file);
  const refusal = early ?? precheckVideo(usage, file, await readVideoDuration(file));
  return refusal && refusalText(refusal, currentLocale());
}

export function sendImage(usage: ImageUsage, file: File, onProgress: (percent: number) => void): Promise<ImageResult> {
  return upload(imageUpload, { usage }, file, file.name, { quiet: true, onProgress });
}

export function sendVideo(usage: VideoUsage, file: File, onProgress: (percent: number) => void): Promise<VideoResult> {
  return upload(videoUpload, { usage }, file, file.name, { quiet: true, onProgress });
}

/** What to tell the merchant about a failed upload; undefined when something else already did. */
export function failureText(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.handling === 'sessionExpired' ? undefined : err.replyText;
  if (err instanceof DOMException && err.name === 'AbortError') return undefined;
  return messages.mediaUploadFailed[currentLocale()];
}

/** Shows a refusal or failure for one file. */
export function useFileError() {
  const { message } = App.useApp();
  return useCallback(
    (fileName: string, text: string | undefined) => {
      if (text) void message.error(`${fileName}: ${text}`);
    },
    [message],
  );
}
