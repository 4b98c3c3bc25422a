// What the browser can read of a picked file before sending it. Either answer may be
// undefined (a format the browser cannot decode): then the server decides alone.

/** Upright width and height of an image (EXIF orientation applied, as the server does). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

const PROBE_TIMEOUT_MS = 10_000;

/** The length of a video in milliseconds, read from its metadata. */
export function readVideoDuration(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (ms: number | undefined) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(ms);
    };
    const timer = setTimeout(() => done(undefined), PROBE_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) ? Math.round(video.duration * 1000) : undefined);
    video.onerror = () => done(undefined);
    video.src = url;
  });
}
