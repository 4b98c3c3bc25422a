import { isAbsolute, join, relative, resolve } from 'node:path';

// Where export files live: <dataDir>/exports/<shopId>/<taskId>.xlsx, one folder per shop. The
// task row keeps the path relative to the data directory, so the directory can move.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function exportFilePath(shopId: string, taskId: string): string {
  return join('exports', shopId, `${taskId}.xlsx`);
}

/** The absolute path of a stored relative one; refuses one that would leave the data directory. */
export function inDataDir(dataDir: string, path: string): string {
  const root = resolve(dataDir);
  const full = resolve(root, path);
  const rel = relative(root, full);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`export path outside the data directory: ${path}`);
  return full;
}

const UNSAFE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A file name without the characters file systems refuse, at most `max` characters. */
export function safeFileName(name: string, max = 120): string {
  const clean = name.replace(UNSAFE_NAME, '_').replace(/\s+/g, ' ').trim();
  return (clean || 'export').slice(0, max);
}

const RFC5987_EXTRA = /['()*]/g;

/**
 * Content-Disposition for a download: the UTF-8 name (filename*, RFC 6266) for every browser
 * of today, and an ASCII-only one for old clients.
 */
export function contentDisposition(fileName: string, fallbackPrefix: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    RFC5987_EXTRA,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  let ascii = fileName
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;%]/g, '')
    .trim();
  if (!/^[A-Za-z0-9]/.test(ascii)) ascii = `${fallbackPrefix}${ascii.startsWith('_') ? '' : '_'}${ascii}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
